import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentResult } from '../../src/core/access/contentRules';
import { tokens } from '../../src/state/store';
import { ContentView } from '../../src/ui/content/ContentView';
import { renderOwnerHtml } from '../../src/host/ownerHtml';
import { ServicesContext } from '../../src/ui/services';
import type { Services } from '../../src/state/runtimeTypes';
import { accessTokenFor } from './jwt';
import { useRoot } from './root';

const root = useRoot();
let services: Services;
const base = { disposition: 'inline', title: 'Title', displayModes: [] as string[] };

beforeEach(() => {
  services = { navigate: vi.fn() } as unknown as Services;
});
afterEach(() => {
  tokens.value = null;
});

const show = (result: ContentResult) =>
  act(() =>
    render(
      <ServicesContext.Provider value={services}>
        <ContentView result={result} />
      </ServicesContext.Provider>,
      root(),
    ),
  );
const click = (name: string) => act(() => [...root().querySelectorAll('button')].find((b) => b.textContent === name)!.click());

describe('content kinds (part 1 §3) and their messages (§8)', () => {
  it('audio: controls, the file, and the fallback for browsers without the element', () => {
    show({ ...base, id: 'a', type: 'audio', url: 'https://cdn.test/a.wav', mimeType: 'audio/wav' });
    const audio = root().querySelector('audio')!;
    expect(audio.hasAttribute('controls')).toBe(true);
    expect(audio.querySelector('source')!.getAttribute('type')).toBe('audio/wav');
    expect(audio.textContent).toBe("Your browser doesn't support the audio element.");
  });

  it("pdf: an embedded viewer; when it cannot load, the spec's message", () => {
    show({ ...base, id: 'p', type: 'pdf', url: 'https://cdn.test/p.pdf' });
    const object = root().querySelector('object')!;
    expect(object.getAttribute('type')).toBe('application/pdf');
    act(() => void object.dispatchEvent(new Event('error')));
    expect(root().querySelector('object')).toBeNull();
    expect(root().querySelector('[role=alert]')!.textContent).toBe('An unknown error occurred, please contact support!');
  });

  it('a URL that is not a web address is never framed or linked', () => {
    show({ ...base, id: 'v', type: 'video', provider: 'youtube', videoId: 'x', url: 'javascript:alert(1)' });
    expect(root().querySelector('iframe')).toBeNull();
    expect(root().textContent).toBe('An unknown error occurred, please contact support!');
  });

  it('not found and unknown status', () => {
    show({ ...base, id: 'missing01', type: 'not-found' });
    expect(root().textContent).toContain('Sorry, this content (missing01) cannot be found');
    show({ ...base, id: 'processing01', type: 'unknown', status: 'processing' });
    expect(root().textContent).toBe('Error: External content processing01 is in unknown status processing.');
  });

  it('upsell for a visitor: log in (back to the page) or sign up for the granting plans', () => {
    show({ ...base, id: 'u', type: 'upsell', reason: 'not_authenticated', publicPlanIds: ['sub01'] });
    expect(root().textContent).toContain('Sorry, you need to log in or sign up to access this content.');
    click('Log in');
    expect(services.navigate).toHaveBeenLastCalledWith({ name: 'login', redirect: { name: 'idle' } });
    click('Sign up');
    expect(services.navigate).toHaveBeenLastCalledWith({ name: 'registerUser', selectablePlanIds: ['sub01'] });
  });

  it('upsell for a member: the granting plans, or no public plan', () => {
    tokens.value = { accessToken: accessTokenFor(201), refreshToken: 'r', expiresAt: Date.now() + 60_000 };
    show({ ...base, id: 'u', type: 'upsell', reason: 'no_matching_plan', publicPlanIds: ['sub01'] });
    click('See plans');
    expect(services.navigate).toHaveBeenLastCalledWith({ name: 'signupToPlan', mode: 'CONTENT_ACCESS_UPSELL', selectablePlanIds: ['sub01'] });
    show({ ...base, id: 'v', type: 'upsell', reason: 'no_matching_plan', publicPlanIds: [] });
    expect(root().textContent).toContain('Sorry, no public plans allow you to see this content.');
  });

  it('embedded code: the owner HTML, outside a shadow root inside its wrapper', () => {
    show({ ...base, id: 'c', type: 'code', html: '<p data-x="1">Timetable</p>' });
    expect(root().querySelector('memberspace-code [data-x="1"]')!.textContent).toBe('Timetable');
  });
});

describe('owner HTML', () => {
  it('replaces each script by a fresh one (so it runs), keeping its attributes and order', () => {
    const box = document.createElement('div');
    renderOwnerHtml(
      box,
      '<p>a</p><script src="https://x.test/a.js" data-k="v"></script><script async src="https://x.test/b.js"></script><script>window.__owner = 1</script>',
    );
    const scripts = [...box.querySelectorAll('script')];
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual(['https://x.test/a.js', 'https://x.test/b.js', null]);
    expect(scripts[0]!.getAttribute('data-k')).toBe('v');
    expect(scripts[0]!.async).toBe(false);
    expect(scripts[1]!.async).toBe(true);
    expect(scripts[2]!.text).toBe('window.__owner = 1');
    expect(scripts[0]!.hasAttribute('nonce')).toBe(false);
  });
});
