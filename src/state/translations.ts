import { batch, computed, effect, signal } from '@preact/signals-react';
import { DEFAULT_LOCALE, HTTP_TIMEOUT_MS } from '../core/constants';
import { LOG_TEXT } from '../core/texts/logMessages';
import type { Logger } from '../core/util/logger';
import {
  isBuiltIn,
  isLocale,
  readTranslation,
  textDirection,
  translationCandidates,
  translationUrl,
  type ReadResult,
} from '../core/texts/translation';
import { siteConfig, translation } from './store';

/** The locale whose texts are showing: the site's once its file loaded, English until then or on failure. */
export const uiLocale = signal<string>(DEFAULT_LOCALE);
/** Text direction follows the texts showing, so a failed Arabic file never mirrors English. */
export const uiDirection = computed(() => textDirection(uiLocale.value));

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

async function fetchTranslation(url: string, fetcher: Fetch): Promise<ReadResult> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), HTTP_TIMEOUT_MS);
  try {
    const response = await fetcher(url, { credentials: 'omit', signal: abort.signal });
    if (!response.ok) return { ok: false, reason: `HTTP ${response.status}` };
    return readTranslation(await response.json());
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Keeps `translation` and `uiLocale` in step with the site's locale (default en, built in): fetched when the
 * UI mounts and again whenever the configured locale changes. Any failure leaves English and is logged
 * (TRANSLATION). Returns the disposer.
 */
let started: (() => void) | null = null;
/** Starts following the site locale once per page, whoever asks first (the interface, or relabelled links). */
export function ensureTranslations(cdnBase: string, logger: Logger): void {
  started ??= startTranslations(cdnBase, logger);
}

export function startTranslations(cdnBase: string, logger: Logger, fetcher: Fetch = (u, i) => fetch(u, i)): () => void {
  let current: string | null = null;
  let run = 0;
  const show = (locale: string, texts: typeof translation.value) =>
    batch(() => {
      translation.value = texts;
      uiLocale.value = locale;
    });

  return effect(() => {
    const locale = siteConfig.value?.locale || DEFAULT_LOCALE;
    if (locale === current) return;
    current = locale;
    const id = ++run;
    if (isBuiltIn(locale)) return show(locale, {});
    if (!isLocale(locale)) {
      logger.log('WARN', 'TRANSLATION', LOG_TEXT.translationFailed, { locale, reason: 'Not a locale' });
      return show(DEFAULT_LOCALE, {});
    }
    void (async () => {
      let reason = '';
      for (const candidate of translationCandidates(locale)) {
        const result = await fetchTranslation(translationUrl(cdnBase, candidate), fetcher);
        if (id !== run) return; // the locale changed meanwhile: a late answer must not win
        if (result.ok) return show(candidate, result.texts);
        reason = result.reason;
      }
      logger.log('WARN', 'TRANSLATION', LOG_TEXT.translationFailed, { locale, reason });
      show(DEFAULT_LOCALE, {});
    })();
  });
}
