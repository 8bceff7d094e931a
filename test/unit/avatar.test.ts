import { describe, expect, it } from 'vitest';
import { showAvatar } from '../../src/shell/avatar';

/** The avatar box (shell/avatar.ts), as the member button and the screens' avatar draw it. */
describe('showAvatar', () => {
  it('without a picture: the silhouette, fallback, hidden from assistive technology, at the size asked', () => {
    const box = document.createElement('span');
    showAvatar(box, null, 44);
    expect(box.dataset.state).toBe('fallback');
    expect(box.querySelector('svg.silhouette')).not.toBeNull();
    expect(box.getAttribute('aria-hidden')).toBe('true');
    expect(box.style.width).toBe('44px');
  });

  it('the same picture at another size keeps its drawing and takes the new size', () => {
    const box = document.createElement('span');
    showAvatar(box, 'https://img.test/a.png', 40);
    const img = box.querySelector('img');
    showAvatar(box, 'https://img.test/a.png', 64);
    expect(box.querySelector('img')).toBe(img);
    expect([box.style.width, box.style.height]).toEqual(['64px', '64px']);
  });
});
