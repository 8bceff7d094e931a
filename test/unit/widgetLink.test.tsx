import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickOf, widgetPathOfClick, type LinkClick } from '../../src/core/shell/widgetLink';
import { ActionLink } from '../../src/ui/AccountLinks';
import { ServicesContext } from '../../src/ui/services';
import type { Services } from '../../src/state/runtimeTypes';

const base = 'https://site.test/courses/';
const plain = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
const click = (href: string, over: Partial<LinkClick> = {}): LinkClick => ({ ...plain, href, base, ...over });

describe('in-widget links (part 1 §2: widget paths open in the widget, other links as links do)', () => {
  it('a plain click on a widget path of this site opens it in the widget', () => {
    expect(widgetPathOfClick(click('/content/12'))).toBe('/content/12');
    expect(widgetPathOfClick(click('https://site.test/member/account'))).toBe('/member/account');
    expect(widgetPathOfClick(click('../member/sign_out'))).toBe('/member/sign_out');
  });

  it('Ctrl, ⌘, Shift and Alt clicks and other buttons are left to the browser (new tab, window, download)', () => {
    for (const over of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }, { button: 2 }]) {
      expect(widgetPathOfClick(click('/content/12', over)), JSON.stringify(over)).toBeNull();
    }
  });

  it('another origin, a page that is not the widget, or an unparsable link: followed as a link', () => {
    expect(widgetPathOfClick(click('https://other.test/content/12'))).toBeNull();
    expect(widgetPathOfClick(click('/courses/advanced'))).toBeNull();
    expect(widgetPathOfClick(click('/member/nothing-of-ours'))).toBeNull();
    expect(widgetPathOfClick(click('http://[bad'))).toBeNull();
  });

  it("takes a DOM event's button and keys, which are getters", () => {
    const event = new MouseEvent('click', { button: 0, ctrlKey: true });
    expect(clickOf(event)).toEqual({ ...plain, ctrlKey: true });
  });
});

describe('an account link to a widget path', () => {
  let root: HTMLDivElement;
  let services: Services;
  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
    services = { openPath: vi.fn(() => true), navigate: vi.fn(), logOut: vi.fn() } as unknown as Services;
    act(() =>
      render(
        <ServicesContext.Provider value={services}>
          <ActionLink link={{ text: 'accountAccessContent', target: { href: `${location.origin}/content/12` } }} />
        </ServicesContext.Provider>,
        root,
      ),
    );
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });
  const fire = (init: MouseEventInit) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
    root.querySelector('a')!.dispatchEvent(event);
    return event;
  };

  it('opens in the widget on a plain click', () => {
    expect(fire({ button: 0 }).defaultPrevented).toBe(true);
    expect(services.openPath).toHaveBeenCalledWith('/content/12');
  });

  it('a Ctrl/⌘-click opens a new tab as a link does', () => {
    expect(fire({ button: 0, ctrlKey: true }).defaultPrevented).toBe(false);
    expect(fire({ button: 0, metaKey: true }).defaultPrevented).toBe(false);
    expect(services.openPath).not.toHaveBeenCalled();
  });
});
