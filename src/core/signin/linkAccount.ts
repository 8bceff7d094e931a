import { memberIdIn } from './token';

/**
 * Whether a magic link's tokens may sign in at once (part 1 §4 "Tokens are stored after … email confirmation"):
 * only when they are the member already signed in here. Anyone else's link (a visitor's, or another member's
 * session) asks first, since an attacker can mail their own link: signed in silently, the victim would pay or
 * save a card into the attacker's account (login CSRF).
 */
export function linkSignIn(signedIn: number | string | null, pair: { accessToken: string }): 'same' | 'ask' {
  return signedIn != null && memberIdIn(pair.accessToken) === String(signedIn) ? 'same' : 'ask';
}
