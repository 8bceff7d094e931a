import { computed } from '@preact/signals-react';
import type { ApiError } from '../core/texts/errors';
import { wordFor } from '../core/texts/bootTexts';
import { formatMessage } from '../core/texts/messageFormat';
import { TEXT, type TextKey } from '../core/texts/texts';
import { siteConfig, translation } from '../state/store';
import { uiLocale } from '../state/textsShowing';

/** Every text by key, worded (core/texts/bootTexts.ts wordFor): the site's custom wording, the translation, English. */
export const dictionary = computed<Record<TextKey, string>>(() => {
  const custom = siteConfig.value?.customWording;
  const words = translation.value;
  const all = {} as Record<TextKey, string>;
  for (const key of Object.keys(TEXT) as TextKey[]) all[key] = wordFor(key, TEXT, words, custom);
  return all;
});

/**
 * A text by key, with translations and custom wording applied, its placeholders filled and its plurals chosen
 * for the language showing (core/texts/messageFormat.ts); reading it subscribes the component.
 */
export const t = (key: TextKey, values?: Record<string, string | number>): string => {
  const text = dictionary.value[key];
  return values ? formatMessage(text, values, uiLocale.value) : text;
};

/** A failed call's message for the screen: our own messages translated, the server's words as they came. */
export const errorText = (error: ApiError): string => (error.messageKey ? t(error.messageKey) : error.message);
