import { computed } from '@preact/signals-react';
import type { ApiError } from '../core/errors';
import { format, TEXT, type TextKey } from '../core/texts';
import { siteConfig, translation } from '../state/store';

/** Every text by key: English built in, then the locale's translation, then the site's custom wording. */
export const dictionary = computed<Record<TextKey, string>>(() => ({
  ...TEXT,
  ...translation.value,
  ...(siteConfig.value?.customWording as Partial<Record<TextKey, string>> | undefined),
}));

/** A text by key, with translations and custom wording applied; reading it subscribes the component. */
export const t = (key: TextKey, values?: Record<string, string | number>): string => {
  const text = dictionary.value[key];
  return values ? format(text, values) : text;
};

/** A failed call's message for the screen: our own messages translated, the server's words as they came. */
export const errorText = (error: ApiError): string => (error.messageKey ? t(error.messageKey) : error.message);
