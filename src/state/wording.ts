import { TEXT, type TextKey } from '../core/texts';
import { siteConfig, translation } from './store';

/**
 * A text for host-page code outside the interface (which uses ui/t.ts and its Preact-bound signals): the same
 * precedence as the interface's texts (the site's custom wording, the locale's translation, English).
 */
export const wording = (key: TextKey): string => siteConfig.peek()?.customWording[key] ?? translation.peek()[key] ?? TEXT[key];
