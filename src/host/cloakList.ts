import { cloakKey } from '../core/access/cloak';

/**
 * The protected paths the last visit left (host/pageProtector.ts writes them), as stored: null when there is no
 * list yet (a first visit), or storage is blocked or holds garbage. The loader reads it before the page paints.
 */
export function readCloakList(subdomain: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(cloakKey(subdomain)) || 'null');
  } catch {
    return null;
  }
}
