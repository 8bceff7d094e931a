/**
 * What this site's stored session is, kept in localStorage (`ms:{subdomain}:session`) where it reads at once:
 * - 'kept': tokens were persisted, so IndexedDB holds a copy (for Safari's 7-day cap on script-written cookies);
 * - 'shared': the same, with a cookie shared by the site's subdomains, which is then the session: without it
 *   (a logout on another subdomain, whose tabs and storage are not ours; or Safari's cap, which cannot be told
 *   apart) IndexedDB's copy is not restored, or it would write the cookie back and log every subdomain in again;
 * - 'ended': a logout. The cookie goes at once, but IndexedDB's removal is asynchronous: a tab closed right after
 *   the logout may never commit it, and the next page, finding no cookie, would restore the session from there.
 *   While the mark says ended, that copy is not restored;
 * - 'none': a boot read IndexedDB and found no tokens.
 * Without a cookie, boot waits for IndexedDB only when it may hold tokens ('kept', or nothing known), so a returning
 * visitor reaches ready without opening it (state/startup.ts). Without storage nothing is known: boot reads it.
 */
export type SessionMarkValue = 'kept' | 'shared' | 'ended' | 'none';

export function createSessionMark(subdomain: string) {
  const key = `ms:${subdomain}:session`;
  const write = (value: SessionMarkValue) => {
    try {
      localStorage.setItem(key, value);
    } catch {
      // storage blocked: IndexedDB is most likely blocked too
    }
  };
  return {
    kept: () => write('kept'),
    shared: () => write('shared'),
    ended: () => write('ended'),
    none: () => write('none'),
    read(): SessionMarkValue | null {
      try {
        const value = localStorage.getItem(key);
        return value === 'kept' || value === 'shared' || value === 'ended' || value === 'none' ? value : null;
      } catch {
        return null;
      }
    },
  };
}

export type SessionMark = ReturnType<typeof createSessionMark>;
