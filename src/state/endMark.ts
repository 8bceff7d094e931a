/**
 * A logout's synchronous record in localStorage (`ms:{subdomain}:ended`), cleared by the next session's tokens.
 * The cookie goes at once on logout, but IndexedDB's removal is asynchronous: a tab closed right after the logout
 * may never commit it, and the next page, finding no cookie, would restore the session from IndexedDB (the copy kept
 * for Safari's 7-day cookie cap). With the mark set, that copy is not restored. Without storage, nothing is marked.
 */
export function createEndMark(subdomain: string) {
  const key = `ms:${subdomain}:ended`;
  return {
    set(): void {
      try {
        localStorage.setItem(key, '1');
      } catch {
        // storage blocked: IndexedDB is most likely blocked too
      }
    },
    clear(): void {
      try {
        localStorage.removeItem(key);
      } catch {
        // as above
      }
    },
    isSet(): boolean {
      try {
        return localStorage.getItem(key) !== null;
      } catch {
        return false;
      }
    },
  };
}

export type EndMark = ReturnType<typeof createEndMark>;
