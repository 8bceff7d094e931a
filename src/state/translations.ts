import { batch, effect } from '@preact/signals-react';
import { CONFIG_STALE_S, HTTP_TIMEOUT_MS } from '../core/bootConstants';
import { DEFAULT_LOCALE, TRANSLATION_WAIT_MS } from '../core/constants';
import { LOG_TEXT } from '../core/texts/logMessages';
import { isBuiltIn } from '../core/texts/locale';
import { displayTag, resolveLocale } from '../core/texts/locales';
import type { Logger } from '../core/util/logger';
import { isLocale, readTranslation, translationUrl, type ReadResult, type Translation } from '../core/texts/translation';
import type { Persistence } from './persist';
import { siteConfig, translation } from './store';
import { textsPending, uiLocale } from './textsShowing';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** The texts kept with the config (localStorage), so a returning visitor sees them at once. */
interface Kept {
  locale: string;
  texts: unknown;
  fetchedAt: number;
}

export interface TranslationDeps {
  cdnBase: string;
  logger: Logger;
  persist: Pick<Persistence, 'readNow' | 'write'>;
  fetcher?: Fetch;
  now?: () => number;
}

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

/** The kept texts of `locale`, checked again (storage is anyone's to edit), and whether they are still fresh. */
function keptTexts(persist: TranslationDeps['persist'], locale: string, now: number): { texts: Translation; fresh: boolean } | null {
  const kept = persist.readNow(['translation']).translation as Partial<Kept> | undefined;
  if (!kept || kept.locale !== locale || typeof kept.fetchedAt !== 'number') return null;
  const read = readTranslation(kept.texts);
  if (!read.ok) return null;
  return { texts: read.texts, fresh: now - kept.fetchedAt < CONFIG_STALE_S * 1000 && kept.fetchedAt <= now };
}

let started: (() => void) | null = null;
/** Starts following the site locale once per page (state/textsShowing.ts followSiteLanguage loads this module). */
export function ensureTranslations(deps: TranslationDeps): void {
  started ??= startTranslations(deps);
}

/**
 * Keeps `translation` and `uiLocale` in step with the site's locale: the shipped locale it resolves to
 * (core/texts/locales.ts), from what the last visit kept while it is within the config's window, else fetched
 * (and kept). Kept texts past the window show at once and are fetched again behind them. Any failure leaves
 * English and is logged (TRANSLATION). Returns the disposer.
 */
export function startTranslations(deps: TranslationDeps): () => void {
  const { cdnBase, logger, persist } = deps;
  const fetcher = deps.fetcher ?? ((u, i) => fetch(u, i));
  const now = deps.now ?? Date.now;
  let current: string | null = null;
  let run = 0;
  let wait: ReturnType<typeof setTimeout> | undefined;
  const show = (locale: string, texts: Translation) =>
    batch(() => {
      clearTimeout(wait);
      translation.value = texts;
      uiLocale.value = locale;
      textsPending.value = false;
    });
  const english = (locale: string, reason: string) => {
    logger.log('WARN', 'TRANSLATION', LOG_TEXT.translationFailed, { locale, reason });
    show(DEFAULT_LOCALE, {});
  };

  const stop = effect(() => {
    const requested = siteConfig.value?.locale || DEFAULT_LOCALE;
    if (requested === current) return;
    current = requested;
    const id = ++run;
    if (!isLocale(requested)) return english(requested, 'Not a locale');
    const locale = resolveLocale(requested);
    if (locale === DEFAULT_LOCALE) {
      if (!isBuiltIn(requested)) return english(requested, 'Not a shipped locale');
      return show(DEFAULT_LOCALE, {});
    }
    const tag = displayTag(locale);
    const kept = keptTexts(persist, locale, now());
    if (kept) show(tag, kept.texts);
    if (kept?.fresh) return;
    if (!kept) {
      textsPending.value = true;
      clearTimeout(wait);
      // A slow content host: English after a while rather than no interface; the texts swap in when they come.
      wait = setTimeout(() => {
        if (id === run) textsPending.value = false;
      }, TRANSLATION_WAIT_MS);
    }
    void fetchTranslation(translationUrl(cdnBase, locale), fetcher).then((result) => {
      if (id !== run) return; // the locale changed meanwhile: a late answer must not win
      if (!result.ok) return kept ? undefined : english(locale, result.reason);
      persist.write('translation', { locale, texts: result.texts, fetchedAt: now() } satisfies Kept);
      show(tag, result.texts);
    });
  });
  return () => {
    stop();
    clearTimeout(wait);
  };
}
