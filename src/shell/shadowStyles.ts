import type { Runtime } from '../state/runtimeTypes';
import { followSiteLanguage } from '../state/textsShowing';
import { applyCustomStyling } from './customStyles';
import { adoptStyles } from './styles';

/**
 * Gives a shadow root of the widget what every one of them has: the widget's sheet, the site's custom styling and
 * the site's language (the member button's root, the modal's, each embed's, inline content's). Call it after a
 * first Preact render into the root itself: that render removes children it did not create, such as the <style>
 * fallbacks of browsers without constructable stylesheets. Returns what stops the custom styling.
 */
export function styleShadow(shadow: ShadowRoot, runtime: Pick<Runtime, 'settings' | 'logger' | 'persist'>, nonce: string | undefined): () => void {
  const { settings, logger, persist } = runtime;
  adoptStyles(shadow, nonce);
  const stopStyling = applyCustomStyling(shadow, nonce, logger);
  void followSiteLanguage({ cdnBase: settings.cdnBase, logger, persist });
  return stopStyling;
}
