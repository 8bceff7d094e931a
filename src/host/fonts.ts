/**
 * The widget's font (part 1 §9: Lato 400 and 700 with italics, 3000 ms timeout), served from our own host under a
 * family name of our own (settings.ts fontCssUrl, constants.ts FONT_FAMILY). @font-face only registers from a
 * document stylesheet (a shadow root's sheets do not declare fonts), so the stylesheet goes into the host page's
 * <head>, carrying the loader's nonce for a strict CSP; our family name keeps it from changing a page's Lato. Until
 * the faces load the widget shows the system font stack; after a timeout or a failure it keeps it for good,
 * so text never reflows late.
 */
import { FONT_WEIGHTS } from '../core/constants';
import { LOG_TEXT } from '../core/texts/logMessages';
import type { Logger } from '../core/util/logger';

export type FontOutcome = 'loaded' | 'fallback';

export interface FontOptions {
  href: string;
  family: string;
  nonce: string | undefined;
  timeoutMs: number;
  logger: Logger;
  /** The faces to wait for (a font shorthand's style and weight, `FACES`); every face the widget uses unless told. */
  faces?: readonly string[];
}

/** Every face the widget uses: 400 and 700, each with its italic. */
export const FACES: readonly string[] = FONT_WEIGHTS.flatMap((weight) => [`${weight}`, `italic ${weight}`]);

const MARK = 'data-memberspace-font';

/** The stylesheet link, reused when the page (or an earlier mount) already has it. */
function fontLink(href: string, nonce: string | undefined): HTMLLinkElement {
  const existing = [...document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')].find(
    (link) => link.hasAttribute(MARK) || link.href === href,
  );
  if (existing) return existing;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.setAttribute(MARK, '');
  if (nonce) link.nonce = nonce;
  (document.head ?? document.documentElement).appendChild(link);
  return link;
}

/** Resolves once the link's sheet is in (a link that already loaded has its sheet); rejects on an error. */
const sheetLoaded = (link: HTMLLinkElement): Promise<void> =>
  link.sheet
    ? Promise.resolve()
    : new Promise((resolve, reject) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => reject(new Error('The font stylesheet did not load')), { once: true });
      });

/**
 * Loads the faces asked for (each a file of ~23 KB: only those a part shows are fetched); true when at least one
 * loaded from the service's @font-face.
 */
async function facesLoaded(family: string, wanted: readonly string[]): Promise<boolean> {
  const specs = wanted.map((face) => `${face} 16px "${family}"`);
  // One missing face (say an italic) must not throw the others away.
  const faces = (await Promise.all(specs.map((spec) => document.fonts.load(spec).catch(() => [])))).flat();
  return faces.some((face) => face.status === 'loaded');
}

export function loadFonts({ href, family, nonce, timeoutMs, logger, faces = FACES }: FontOptions): Promise<FontOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const load = (async () => {
    const link = fontLink(href, nonce);
    await sheetLoaded(link);
    if (!document.fonts) return true; // no Font Loading API: the sheet's faces load as text needs them
    return facesLoaded(family, faces);
  })().catch((error: unknown) => error);
  return Promise.race([load, timeout]).then((result) => {
    clearTimeout(timer);
    if (result === true) return 'loaded';
    if (result === 'timeout') logger.log('WARN', 'FONT', LOG_TEXT.fontTimeout, { href, timeoutMs });
    else logger.log('WARN', 'FONT', LOG_TEXT.fontFailed, { href, reason: result === false ? 'No face loaded' : String(result) });
    return 'fallback';
  });
}
