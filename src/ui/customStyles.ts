import { effect } from '@preact/signals-react';
import { customStylingCss } from '../core/shell/customStyling';
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

/**
 * Applies the site config's `customStyling` (core/shell/customStyling.ts) to the shadow root and re-applies it
 * whenever the site config changes. Skipped entries are logged under CUSTOM_STYLE. Returns the disposer.
 */
export function applyCustomStyling(root: ShadowRoot, nonce: string | undefined, logger: Logger): () => void {
  const write = secondSheet(root, nonce);
  let seen: string | undefined;
  return effect(() => {
    const styling = siteConfig.value?.customStyling;
    try {
      // Every revalidation brings a new config object: only a different styling is applied and logged again.
      const key = JSON.stringify(styling ?? null);
      if (key === seen) return;
      seen = key;
      const { css, skipped } = customStylingCss(styling);
      if (skipped.length) logger.log('WARN', 'CUSTOM_STYLE', LOG_TEXT.customStyleSkipped, skipped);
      write(css);
    } catch (error) {
      logger.log('ERROR', 'CUSTOM_STYLE', LOG_TEXT.customStylesFailed, error);
    }
  });
}
