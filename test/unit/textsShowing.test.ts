import { describe, expect, it, vi } from 'vitest';
import { initialQuery, succeeded } from '../../src/core/util/query';
import { createLogger } from '../../src/core/util/logger';
import { configQuery, type SiteConfigData } from '../../src/state/store';
import { followSiteLanguage, textsPending, uiLocale } from '../../src/state/textsShowing';
import type { TranslationDeps } from '../../src/state/translations';

const logger = createLogger([], { error() {}, warn() {}, log() {}, debug() {} });
const setLocale = (locale: string) => {
  configQuery.value = succeeded(
    initialQuery(),
    { siteId: 1, subdomain: 'demo', locale, customWording: {} } as unknown as SiteConfigData,
    200,
    Date.now(),
  );
};
const deps = (fetcher: TranslationDeps['fetcher']): TranslationDeps => ({
  cdnBase: 'https://cdn.test',
  logger,
  persist: { readNow: () => ({}), write: () => {} } as unknown as TranslationDeps['persist'],
  fetcher,
});

describe('followSiteLanguage', () => {
  it('an English site: nothing loads and nothing waits', async () => {
    const fetcher = vi.fn();
    setLocale('en-GB');
    await followSiteLanguage(deps(fetcher));
    expect(textsPending.value).toBe(false);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('a French site: the interface waits from the call until the texts are here, then the module follows the site', async () => {
    let answer: (r: Response) => void = () => {};
    const fetcher = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    setLocale('fr');
    const loaded = followSiteLanguage(deps(fetcher));
    expect(textsPending.value).toBe(true); // before the module is even in
    expect(followSiteLanguage(deps(fetcher))).toBe(loaded); // once per page, whoever asks
    await loaded;
    expect(fetcher).toHaveBeenCalledTimes(1);
    answer(new Response(JSON.stringify({ signIn: 'Se connecter', loginSubmit: 'Connectez-vous' })));
    await vi.waitFor(() => expect(uiLocale.value).toBe('fr'));
    expect(textsPending.value).toBe(false);
  });
});
