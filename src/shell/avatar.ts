const SVG = 'http://www.w3.org/2000/svg';

/** The source each avatar box shows, so a later call with the same one changes nothing. */
const showing = new WeakMap<HTMLElement, string | null>();

/** The silhouette drawn here (no request): shown until the picture is in, and for good when it fails. */
function silhouette(size: number): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('width', String(size));
  svg.setAttribute('height', String(size));
  svg.setAttribute('class', 'silhouette');
  const head = document.createElementNS(SVG, 'circle');
  head.setAttribute('cx', '12');
  head.setAttribute('cy', '9');
  head.setAttribute('r', '4.5');
  const body = document.createElementNS(SVG, 'path');
  body.setAttribute('d', 'M3 22c0-5 4-8 9-8s9 3 9 8z');
  svg.append(head, body);
  return svg;
}

/**
 * The member's picture (part 1 §4 avatar states) in `box`, a `span.avatar`: `src` (their profile image, else the
 * public avatar service by e-mail hash, which answers 404 without one), with the silhouette until it loads and in
 * its place when it fails or there is none, so a blocked image never leaves a broken icon. `data-state` says which
 * (loading, loaded, fallback). The member button (plain DOM) and the screens' avatar (ui/Avatar.tsx) draw it here.
 */
export function showAvatar(box: HTMLElement, src: string | null, size: number): void {
  box.style.width = box.style.height = `${size}px`;
  box.setAttribute('aria-hidden', 'true');
  if (showing.has(box) && showing.get(box) === src) return;
  showing.set(box, src);
  const shape = silhouette(size);
  if (!src) {
    box.dataset.state = 'fallback';
    box.replaceChildren(shape);
    return;
  }
  box.dataset.state = 'loading';
  const img = document.createElement('img');
  img.alt = '';
  img.width = img.height = size;
  // An answer for a source no longer shown changes nothing.
  const settle = (state: 'loaded' | 'fallback') => {
    if (showing.get(box) !== src) return;
    box.dataset.state = state;
    (state === 'loaded' ? shape : img).remove();
  };
  img.onload = () => settle('loaded');
  img.onerror = () => settle('fallback');
  img.src = src;
  box.replaceChildren(img, shape);
}
