import { computed, signal } from '@preact/signals-react';
import { DEFAULT_LOCALE } from '../core/constants';
import { isBuiltIn, textDirection } from '../core/texts/locale';
import { siteConfig } from './store';
import type { TranslationDeps } from './translations';

/**
 * Which texts show, for everything that shows them; the module that loads them (state/translations.ts) is fetched
 * only for a site not in English, so an English site's first click never downloads it.
 */

/** The locale whose texts are showing: the site's once its texts are here, English until then or on failure. */
export const uiLocale = signal<string>(DEFAULT_LOCALE);
/** Text direction follows the texts showing, so a failed Arabic file never mirrors English. */
export const uiDirection = computed(() => textDirection(uiLocale.value));
/**
 * True while a non-English site's texts are on their way and none are kept from an earlier visit: the interface
 * waits (at most TRANSLATION_WAIT_MS) rather than flash English first.
 */
export const textsPending = signal(false);

let loading: Promise<void> | null = null;

/**
 * Starts following the site's language once per page, whoever asks first (the after-ready table, or the interface
 * as it mounts). For a site not in English the interface waits from this moment: its module and texts are on
 * their way. A module that cannot load leaves English, never a closed interface.
 */
export function followSiteLanguage(deps: TranslationDeps): Promise<void> {
  const locale = siteConfig.peek()?.locale;
  if (loading) return loading;
  if (!locale || isBuiltIn(locale)) return Promise.resolve();
  textsPending.value = true;
  loading = import('./translations').then(
    (m) => m.ensureTranslations(deps),
    (error: unknown) => {
      loading = null; // asked again by the next caller
      textsPending.value = false;
      deps.logger.log('WARN', 'TRANSLATION', 'The translation module could not load', error);
    },
  );
  return loading;
}
