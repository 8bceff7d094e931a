/** Reads and removes an entry of this tab's session storage (null when there is none or storage is blocked). */
export function takeSessionItem(key: string): string | null {
  try {
    const value = sessionStorage.getItem(key);
    if (value !== null) sessionStorage.removeItem(key);
    return value;
  } catch {
    return null;
  }
}
