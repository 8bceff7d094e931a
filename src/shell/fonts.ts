import { FONT_FAMILY, FONT_TIMEOUT_MS } from '../core/constants';
import type { Logger } from '../core/util/logger';
import { FACES, loadFonts, type FontOptions, type FontOutcome } from '../host/fonts';

/** The font's loads by the faces they wait for, once per page for every shadow root (the shell's and each embed's). */
const fontLoads = new Map<string, Promise<FontOutcome>>();
let fontOptions: FontOptions | undefined;
let fontLogged = false;
const fontsFor = (options: FontOptions): Promise<FontOutcome> => {
  fontOptions ??= options;
  const key = (options.faces ?? FACES).join();
  let load = fontLoads.get(key);
  if (load) return load;
  // A font service that fails fails every load: it is logged once per page, as when one load waited for every face.
  const { logger } = options;
  const once: Logger = {
    log: (...entry) => {
      if (fontLogged) return;
      fontLogged = true;
      logger.log(...entry);
    },
    entries: () => logger.entries(),
  };
  fontLoads.set(key, (load = loadFonts({ ...options, logger: once })));
  return load;
};

/**
 * The member button shows bold text only: on a page view it waits for that face alone, and the others (~23 KB each)
 * load with the dialog's chunk (ui/dialog.ts calls loadEveryFace), on the intent to open it.
 */
export const BUTTON_FACES: readonly string[] = ['700'];

export const loadEveryFace = (): void => {
  const options = fontOptions;
  // Not after the first load fell back: the system font stays for good, nothing more to fetch.
  if (!options) return;
  void fontsFor(options).then((outcome) => {
    if (outcome === 'loaded') void fontsFor({ ...options, faces: FACES });
  });
};

/**
 * Starts the widget's font for a shadow host: `data-font` says 'loading' (the system font, styles: theme.ts) until
 * the faces it waits for are in ('loaded') or did not come ('fallback'). `faces`: every face unless told.
 */
export function startFont(host: HTMLElement, href: string, logger: Logger, nonce: string | undefined, faces: readonly string[] = FACES): void {
  host.setAttribute('data-font', 'loading');
  const fonts = fontsFor({ href, family: FONT_FAMILY, nonce, timeoutMs: FONT_TIMEOUT_MS, logger, faces });
  void fonts.then((outcome) => host.setAttribute('data-font', outcome));
}
