import { isExpired, isTokens, memberIdIn, type Tokens } from '../core/signin/token';
import { hydrate } from './hydrate';
import type { Session } from './lazySession';
import { memberQuery } from './store';
import type { TokenCookies } from './tokenCookies';

/**
 * Tabs of the same site share one session and one set of fetched data (GUIDE: sign-out in one tab must not
 * leave others signed in). Messages go over a BroadcastChannel named after the site; where the browser has
 * none, each tab still works on its own and IndexedDB carries fresh data to the next page load.
 */
export type TabMessage =
  /** `renewal`: a refresh of the session the tabs share, which never starts one (a login or a logout has none). */
  | { kind: 'tokens'; tokens: Tokens | null; renewal?: boolean }
  | { kind: 'config'; data: unknown; fetchedAt: number }
  | { kind: 'member'; data: unknown; fetchedAt: number }
  | { kind: 'menu'; data: unknown; fetchedAt: number };

export interface TabSync {
  post(message: TabMessage): void;
  close(): void;
}

export function createTabSync(subdomain: string, receive: (message: TabMessage) => void): TabSync {
  let channel: BroadcastChannel | null = null;
  try {
    channel = new BroadcastChannel(`memberspace:${subdomain}`);
    channel.onmessage = (event: MessageEvent) => {
      const message = event.data as TabMessage | null;
      if (message && typeof message === 'object' && typeof message.kind === 'string') receive(message);
    };
  } catch {
    channel = null;
  }
  return {
    post(message) {
      try {
        channel?.postMessage(message);
      } catch {
        // a closed channel or an uncloneable value: the other tabs catch up on their next load
      }
    },
    close() {
      channel?.close();
    },
  };
}

/** How long a tab told of a login waits for the member that the logging-in tab fetches and shares. */
const ADOPT_GRACE_MS = 1000;

export interface TabPolicyDeps {
  session: Pick<Session, 'adopt' | 'memberId'>;
  cookies: Pick<TokenCookies, 'read'>;
  /** Fetches the member for this tab (the share never came). */
  fetchMember: () => void;
}

/**
 * The two-tab policy: what this tab does with another tab's message. Tokens are adopted (a login, a renewal, a
 * logout); shared data goes through the same trust rule as persisted data (state/hydrate.ts).
 */
export function receiveFromTab(message: TabMessage, deps: TabPolicyDeps): void {
  if (message.kind === 'tokens') {
    if (message.tokens !== null && !isTokens(message.tokens)) return;
    deps.session.adopt(message.tokens && settledTokens(message.tokens, deps.cookies), message.renewal === true);
    if (message.tokens) setTimeout(() => catchUp(deps), ADOPT_GRACE_MS);
  } else {
    hydrate(message.kind, message, deps.session.memberId);
  }
}

/**
 * A grace after another tab's login or renewal. The cookie is settled by now: a tab's write reaches the browser's
 * cookie store on its own way, not the channel's, so the read when the message came may have missed the other
 * tab's last login (two members logging in at the same moment would then stay one per tab). A live session of
 * another member in the cookie is the one the tabs share. Then the member: the tab that logged in fetches and
 * shares it; fetch here only if that never arrived.
 */
function catchUp(deps: TabPolicyDeps): void {
  const ours = deps.session.memberId();
  const shared = deps.cookies.read();
  // Never from no session: a tab that logged out meanwhile stays out (a logout is final).
  if (ours !== null && shared && !isExpired(shared, Date.now()) && memberIdIn(shared.accessToken) !== String(ours)) deps.session.adopt(shared);
  const member = deps.session.memberId();
  if (member !== null && memberQuery.peek().data?.id !== member) deps.fetchMember();
}

/**
 * Which tokens a tab told of new ones keeps: what the shared cookie holds, when it holds a live session. Each tab
 * writes the cookie before it posts, so the cookie has the last login; two tabs logging in as two members at the
 * same moment cross their messages, and adopting each other's would leave them swapped. Unreadable or expired
 * (cookies blocked): the message's.
 */
function settledTokens(told: Tokens, cookies: Pick<TokenCookies, 'read'>): Tokens {
  const shared = cookies.read();
  return shared && !isExpired(shared, Date.now()) ? shared : told;
}
