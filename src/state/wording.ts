import { wordFor } from '../core/texts/bootTexts';
import { TEXT, type TextKey } from '../core/texts/texts';
import { siteConfig, translation } from './store';

/**
 * A text for host-page code outside the interface (which uses shell/t.ts), worded as
 * the interface's texts are (core/texts/bootTexts.ts wordFor).
 */
export const wording = (key: TextKey): string => wordFor(key, TEXT, translation.peek(), siteConfig.peek()?.customWording);
