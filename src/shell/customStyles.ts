import { effect } from '@preact/signals-react';
import { FONT_TIMEOUT_MS } from '../core/constants';
import { LOG_TEXT } from '../core/texts/logMessages';
import type { Logger } from '../core/util/logger';
import { siteConfig } from '../state/store';

/** A second sheet after the widget's own, so the site's rules win at equal specificity. */
function secondSheet(root: ShadowRoot, nonce: string | undefined): (css: string) => void {
  try {
    const sheet = new CSSStyleSheet();
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return (css) => sheet.replaceSync(css);
  } catch {
    // No constructable stylesheets: a <style> with the loader's nonce, like the widget's own fallback.
    const style = document.createElement('style');
    if (nonce) style.nonce = nonce;
    root.appendChild(style);
    return (css) => {
      style.textContent = css;
    };
  }
}

/** Marks the host while the site's styling is on its way: the member button and an embed wait for it (theme.ts). */
const HOLD = 'data-styling';

/**
 * Applies the site config's `customStyling` (core/shell/customStyling.ts) to the shadow root and re-applies it
 * whenever the site config changes. Skipped entries are logged under CUSTOM_STYLE. Returns the disposer. The
 * translator to CSS is a chunk of its own, loaded only for a site that has some styling (most have none).
 */
export function applyCustomStyling(root: ShadowRoot, nonce: string | undefined, logger: Logger): () => void {
  const write = secondSheet(root, nonce);
  const host = root.host;
  let seen: string | undefined;
  // Only the first styling holds the member button: a later one (a config refresh) restyles what is shown.
  let first = true;
  return effect(() => {
    const styling = siteConfig.value?.customStyling;
    // Every revalidation brings a new config object: only a different styling is applied and logged again.
    const key = JSON.stringify(styling ?? null);
    if (key === seen) return;
    seen = key;
    if (!styling || !Object.keys(styling).length) {
      write('');
      first = false;
      host.removeAttribute(HOLD);
      return;
    }
    if (first) {
      host.setAttribute(HOLD, 'loading');
      // Bounded like the font's hold: a translator that never comes must not keep the button hidden (our colours then).
      setTimeout(() => key === seen && host.removeAttribute(HOLD), FONT_TIMEOUT_MS);
    }
    first = false;
    import('../core/shell/customStyling')
      .then(({ customStylingCss }) => {
        if (key !== seen) return; // a newer styling came meanwhile
        const { css, skipped } = customStylingCss(styling);
        if (skipped.length) logger.log('WARN', 'CUSTOM_STYLE', LOG_TEXT.customStyleSkipped, skipped);
        write(css);
      })
      .catch((error: unknown) => logger.log('ERROR', 'CUSTOM_STYLE', LOG_TEXT.customStylesFailed, error))
      .finally(() => key === seen && host.removeAttribute(HOLD));
  });
}
