import { isLive } from '../access/membershipStatus';
import type { Route } from '../shell/screens';
import { isWebUrl } from '../shell/webUrl';

export type Destination = { route: Route } | { url: string };

export interface AfterLoginInput {
  /** 1. Where the visitor was headed when login interrupted them (navigation state). */
  storedRedirect?: Route | null | undefined;
  /** 2. The host page's after-login URL (window.MemberSpace.afterLoginUrl or data-after-login-url). */
  afterLoginUrl?: string | null | undefined;
  /** 3. The member's memberships. */
  memberships: readonly { status: string; contentUrl?: string | null | undefined }[];
  /** 4. The abandoned-signup redirect (plans issue). */
  abandonedSignup?: Route | null | undefined;
  /** 5. The member menu is on for this member. */
  menu: boolean;
}

/** Where a member goes after logging in, in the spec's order of six (part 1 §2). */
export function afterLoginDestination(input: AfterLoginInput): Destination {
  if (input.storedRedirect) return { route: input.storedRedirect };
  if (input.afterLoginUrl) return { url: input.afterLoginUrl };
  const live = input.memberships.filter((m) => isLive(m.status));
  const first = live[0]?.contentUrl;
  // A content URL that is not a web address (a javascript: URL) is no destination: on to the next step.
  // Several plans with different after-login pages: stay on the page (HOST-API §8), so fall through.
  if (first && first !== '/' && isWebUrl(first) && live.every((m) => m.contentUrl === first)) return { url: first };
  if (input.abandonedSignup) return { route: input.abandonedSignup };
  if (input.menu) return { route: { name: 'memberMenu' } };
  return { route: { name: 'account' } };
}
