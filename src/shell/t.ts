import { computed, signal } from '@preact/signals-react';
import type { ApiError } from '../core/texts/errors';
import { wordFor } from '../core/texts/bootTexts';
import { formatMessage } from '../core/texts/messageFormat';
import type { DialogTextKey } from '../core/texts/dialogTexts';
import { SHELL_TEXT, type ShellTextKey } from '../core/texts/shellTexts';
import type { TextKey } from '../core/texts/texts';
import { siteConfig, translation } from '../state/store';
import { uiLocale } from '../state/textsShowing';

/**
 * The English texts in so far: the shell's on a page view with only the member button, the dialog's and the login
 * form's with the dialog's chunk (ui/dialog.ts), every text with the screens, embeds and content (ui/allTexts.ts).
 * A sign-in click does not download the words of every screen.
 */
const english = signal<Readonly<Partial<Record<TextKey, string>>>>(SHELL_TEXT);

/** Adds texts of TEXT (core/texts/texts.ts): called by the chunks that carry them, in whichever order they load. */
export function installTexts(texts: Readonly<Partial<Record<TextKey, string>>>): void {
  english.value = { ...english.peek(), ...texts };
}

/** Every text by key, worded (core/texts/bootTexts.ts wordFor): the site's custom wording, the translation, English. */
export const dictionary = computed<Record<TextKey, string>>(() => {
  const custom = siteConfig.value?.customWording;
  const words = translation.value;
  const texts = english.value as Readonly<Record<TextKey, string>>;
  // No prototype: a key no table has (`constructor`) finds nothing here, never an inherited function.
  const all = Object.create(null) as Record<TextKey, string>;
  for (const key of Object.keys(texts) as TextKey[]) all[key] = wordFor(key, texts, words, custom);
  return all;
});

/** Loads every text (ui/allTexts.ts): the interface registers it as it mounts (ui/mount.ts), the shell cannot import it. */
let loadEveryText: () => Promise<unknown> = () => Promise.resolve();
export const onMissingText = (load: () => Promise<unknown>): void => {
  loadEveryText = load;
};

/**
 * A text by key, with translations and custom wording applied, its placeholders filled and its plurals chosen
 * for the language showing (core/texts/messageFormat.ts); reading it subscribes the component. A key beyond the
 * shell's needs the dialog's chunk in (ui/dialog.ts): the screens, embeds and content that use them import it.
 */
export const t = (key: TextKey, values?: Record<string, string | number>): string => {
  const text = dictionary.value[key];
  if (text === undefined) {
    // A text whose chunk is not in: every text loads, and this renders again with it (nothing to show meanwhile).
    // A chunk that cannot come is asked for again at the next render: never an unhandled rejection on the page.
    loadEveryText().catch(() => undefined);
    return '';
  }
  return values ? formatMessage(text, values, uiLocale.value) : text;
};

/** `t` for what shows before any dialog (the member button, a crash, 'Loading…'): the shell's keys only. */
export const shellText: (key: ShellTextKey, values?: Record<string, string | number>) => string = t;

/** `t` for the dialog and the login form (the sign-in flow): the shell's and the dialog's keys only. */
export const dialogText: (key: ShellTextKey | DialogTextKey, values?: Record<string, string | number>) => string = t;

/** A failed call's message for the screen: our own messages translated, the server's words as they came. */
export const errorText = (error: ApiError): string => (error.messageKey ? t(error.messageKey) : error.message);
