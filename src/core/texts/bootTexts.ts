/**
 * The few texts the boot path needs before any interface is shown: the network messages of part 1 §8 (host API
 * rejections and every ApiError carry them) and the navigation labels of part 1 §2. Everything else lives in
 * TEXT (texts.ts), which only the interface chunk loads: the boot path stays small as screens gain words.
 */
import { hasOwn } from '../util/guards';

/**
 * The texts the loader itself may show (host/pageStatus.ts) before any chunk: kept apart so that the loader
 * carries these few only. English always: they show when the site config (with its locale and wording) is missing.
 */
export const STATUS_TEXT = {
  // part 1 §8
  networkError: 'Network error.',
  // ours (the spec does not show them): the loading state, the retry, the notice of a page shown without the widget
  loading: 'Loading…',
  tryAgain: 'Try again',
  unavailable: 'Membership features are unavailable right now.',
} as const;

export const BOOT_TEXT = {
  ...STATUS_TEXT,
  // part 1 §8 network messages (networkError above)
  status401: 'Error: Unauthenticated.',
  status403: 'Error: Restricted.',
  status404: 'Error: Not found.',
  status409: 'Error: Conflict.',
  status410: 'Error: No longer available.',
  status417: 'Error: Expectation failed.',
  status422: 'Error: Unprocessable.',
  status5xx: 'Server error - Please try again later or contact support.',
  general: 'Error - Please try again later or contact support.',
  contactHelp: 'Please contact {contactEmail} for help.',
  // part 2 §8: a 420 (3DS needed) that reaches a caller unable to run 3DS for it (spelling as in the spec)
  no3dsHandler: 'Cound not find appropriate stripe handler for 3DS',

  // navigation labels while logged in (part 1 §2)
  yourAccount: 'Your Account',
  memberMenu: 'Member Menu',
} as const;

export type BootTextKey = keyof typeof BOOT_TEXT;

/** Fills `{name}` placeholders; a missing value leaves the placeholder visible rather than "undefined". */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (hasOwn(values, key) ? String(values[key]) : whole));
}

/** Words over the built-in English by key: a locale's translation, a site's custom wording. */
export type Wording = Readonly<Partial<Record<string, string>>>;

/**
 * A text by key from the highest layer that has it: the site's custom wording, then the locale's translation,
 * then the built-in English. The one precedence of every text the widget shows: the interface's (shell/t.ts),
 * host-page code's (state/wording.ts) and the navigation labels' (host/navLabels.ts).
 */
export const wordFor = <K extends string>(key: K, english: Readonly<Record<K, string>>, translation: Wording, custom?: Wording): string =>
  ownWord(custom, key) ?? ownWord(translation, key) ?? english[key];

/** A layer's own word: what a host page's script put on Object.prototype under a text's key is no word of the site's. */
const ownWord = (words: Wording | undefined, key: string): string | undefined => (words && hasOwn(words, key) ? words[key] : undefined);
