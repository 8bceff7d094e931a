import { render } from 'preact';
import { describe, expect, it, vi } from 'vitest';
import type { Route } from '../../src/core/shell/screens';
import { ConfirmEmailChangeMagic } from '../../src/ui/screens/ConfirmEmailChangeMagic';
import { ServicesContext } from '../../src/ui/services';
import type { Services } from '../../src/state/runtimeTypes';
import { accessTokenFor } from './jwt';
import { useRoot } from './root';
// Every text, as the dialog's chunk brings them to the flows (ui/dialog.ts): the screens render here alone.
import '../../src/ui/allTexts';

/** Confirm email change (part 1 §2: "Reads userId and magicToken from navigation state and calls once."). */

const root = useRoot();
const tokens = { accessToken: accessTokenFor(201), refreshToken: 'r' };

/** Services with `signedIn` as the member whose session the page holds (201 is the link's). */
function services(client: ReturnType<typeof vi.fn>, signedIn: number | null = 201) {
  const session = { accept: vi.fn(async () => true), memberId: () => signedIn, load: async () => ({}) };
  const runtime = { client, session, member: { run: vi.fn(async () => undefined) }, logger: { log: vi.fn() } };
  return { runtime, navigate: vi.fn() } as unknown as Services & { runtime: typeof runtime };
}

function mount(s: Services, magicToken: string) {
  const route = { name: 'confirmEmailChangeMagic', userId: '201', magicToken } as Extract<Route, { name: 'confirmEmailChangeMagic' }>;
  render(
    <ServicesContext.Provider value={s}>
      <ConfirmEmailChangeMagic route={route} />
    </ServicesContext.Provider>,
    root(),
  );
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('confirm email change', () => {
  it('calls once, even when the screen is re-rendered and re-mounted; stores the tokens', async () => {
    const client = vi.fn(async (..._args: unknown[]) => ({ ok: true, data: tokens, status: 200, headers: new Headers() }));
    const s = services(client);
    mount(s, 'once-1');
    expect(root().textContent).toContain('Loading');
    mount(s, 'once-1'); // a re-render
    await settle();
    render(null, root()); // an error-boundary style re-mount
    mount(s, 'once-1');
    // Waited for, not a tick: under a loaded machine the answer's render may take more than one macrotask.
    await expect.poll(() => root().querySelector('[role=status]')?.textContent).toBe('Your email address has been updated.');
    expect(client).toHaveBeenCalledTimes(1);
    expect(client.mock.calls[0]![1]).toEqual({ params: { userId: '201' }, query: { magicToken: 'once-1' } });
    expect(s.runtime.session.accept).toHaveBeenCalledWith(tokens);
    expect(s.runtime.member.run).toHaveBeenCalledTimes(1);
    expect(root().querySelector('[role=status]')?.textContent).toBe('Your email address has been updated.');
  });

  it("a failure shows the server's error text (part 1 §8) and stores nothing", async () => {
    const error = { status: 410, message: 'This link has already been used.', fieldErrors: {} };
    const s = services(vi.fn(async () => ({ ok: false, error })));
    mount(s, 'used-1');
    await expect.poll(() => root().querySelector('[role=alert]')?.textContent).toBe('This link has already been used.');
    expect(s.runtime.session.accept).not.toHaveBeenCalled();
  });

  // Login CSRF: an attacker mails their own link; followed silently it would sign the victim in as the attacker.
  for (const [who, signedIn] of [
    ['another member', 305],
    ['a visitor', null],
  ] as const) {
    it(`${who} following the link is asked 'Continue as …?' first; nothing is stored until they continue`, async () => {
      const client = vi.fn(async (call: { path: string }, _options?: unknown) =>
        call.path.endsWith('/email')
          ? { ok: true, data: tokens, status: 200, headers: new Headers() }
          : { ok: true, data: { email: 'fiona.new@demo.test' }, status: 200, headers: new Headers() },
      );
      const s = services(client, signedIn);
      mount(s, `ask-${signedIn}`);
      await expect.poll(() => root().querySelectorAll('button').length).toBe(1);
      expect(root().querySelector('[role=status]')?.textContent).toBe('Your email address has been updated.');
      expect(root().textContent).toContain('Continue as fiona.new@demo.test?');
      expect(s.runtime.session.accept).not.toHaveBeenCalled();
      // The name comes from the link's own token, never the session's.
      expect(client.mock.calls[1]![1]).toEqual({ bearer: tokens.accessToken });
      const buttons = [...root().querySelectorAll('button')];
      expect(buttons.map((b) => b.textContent)).toEqual(['Continue']);
      buttons[0]!.click();
      await vi.waitFor(() => expect(s.runtime.session.accept).toHaveBeenCalledWith(tokens));
    });
  }
});
