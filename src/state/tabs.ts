/**
 * Tabs of the same site share one session and one set of fetched data (GUIDE: sign-out in one tab must not
 * leave others signed in). Messages go over a BroadcastChannel named after the site; where the browser has
 * none, each tab still works on its own and IndexedDB carries fresh data to the next page load.
 */
export type TabMessage =
  /** `renewal`: a refresh of the session the tabs share, which never starts one (a login or a logout has none). */
  | { kind: 'tokens'; tokens: import('../core/token').Tokens | null; renewal?: boolean }
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
