import { format, type TextKey } from '../core/texts';
import { dictionary } from '../state/store';

/** A text by key, with translations and custom wording applied; reading it subscribes the component. */
export const t = (key: TextKey, values?: Record<string, string | number>): string => {
  const text = dictionary.value[key];
  return values ? format(text, values) : text;
};
