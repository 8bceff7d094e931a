import { CONFIG_STALE_S } from '../core/bootConstants';

/**
 * When this site's config was last fetched, kept in localStorage beside the loader's cloak list: read at once,
 * where IndexedDB (which holds the config itself) takes tens of ms to open, a first visit's longest. With no
 * stamp, or a stale one, the config request starts at boot alongside the restore instead of after it.
 */
const key = (subdomain: string) => `ms:${subdomain}:configAt`;

export function writeConfigStamp(subdomain: string, at: number): void {
  try {
    localStorage.setItem(key(subdomain), String(at));
  } catch {
    // storage blocked: every boot asks early, as on a first visit
  }
}

/** Whether the config is known to be fresh from the stamp alone; false when unknown (no stamp, no storage). */
export function configStampFresh(subdomain: string, now = Date.now()): boolean {
  let at = NaN;
  try {
    at = Number(localStorage.getItem(key(subdomain)) ?? NaN);
  } catch {
    return false;
  }
  return Number.isFinite(at) && at <= now && now - at < CONFIG_STALE_S * 1000;
}
