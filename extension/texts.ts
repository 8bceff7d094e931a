/**
 * Every text the extension's popup shows, by key (i18n/en.json). Reasons are sentences a site owner or a support
 * person can act on: what happened and, where there is one, what to do.
 */
import { format } from '../src/core/texts/bootTexts';
import en from './i18n/en.json';

export type TextKey = keyof typeof en;
export type Words = Record<TextKey, string>;

export const ENGLISH: Words = en;

/** A text of the popup, `{name}` placeholders filled from `values`. */
export const t = (key: TextKey, values?: Record<string, string | number>): string => (values ? format(ENGLISH[key], values) : ENGLISH[key]);
