import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../../src/ui/Modal';
import { underProviderOverlay } from '../../src/ui/providerOverlay';

/**
 * The card provider's 3D Secure dialog and the captcha's challenge are appended to the page's body and rely on their
 * z-index (fixtures/stand-ins/README.md): while one may be up, our modal steps below it and leaves it the keyboard.
 */
const hosts: HTMLElement[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.remove();
});

/** A step that waits until released, and its release. */
function heldStep(joinBody = true) {
  let release!: () => void;
  const step = underProviderOverlay(() => new Promise<void>((resolve) => (release = resolve)), { joinBody });
  return { step, release: () => release() };
}

function openModal(onClose = vi.fn()) {
  const host = document.createElement('memberspace-widget');
  document.documentElement.append(host);
  hosts.push(host);
  const shadow = host.attachShadow({ mode: 'open' });
  act(() =>
    render(
      <Modal screen="signupToPlan" layout={{ mobile: false, width: 440 } as never} onClose={onClose}>
        <h2>Pay</h2>
        <input aria-label="Coupon code" />
        <button type="submit">Purchase Now</button>
      </Modal>,
      shadow as unknown as Element,
    ),
  );
  return { host, shadow, onClose };
}

describe('a provider overlay over the modal', () => {
  it('a step that throws still gives the page back', async () => {
    const { host } = openModal();
    await expect(
      underProviderOverlay(
        async () => {
          expect(host.hasAttribute('data-ms-yield')).toBe(true);
          throw new Error('network');
        },
        { joinBody: true },
      ),
    ).rejects.toThrow('network');
    expect(host.hasAttribute('data-ms-yield')).toBe(false);
    expect(host.parentElement).toBe(document.documentElement);
  });

  it("a captcha run marks our host but leaves it after <body>: only the 3D Secure dialog's fixed <body> needs the move", async () => {
    const { host } = openModal();
    const held = heldStep(false);
    expect(host.hasAttribute('data-ms-yield')).toBe(true);
    expect(host.parentElement).toBe(document.documentElement);
    held.release();
    await held.step;
    expect(host.hasAttribute('data-ms-yield')).toBe(false);
  });

  it('marks our host and puts it in <body> while a 3D Secure step runs, so the backdrop steps below the overlay; then back', async () => {
    const { host } = openModal();
    expect(host.hasAttribute('data-ms-yield')).toBe(false);
    const first = heldStep();
    const second = heldStep(); // two at once (never in practice): the page is given back after the last
    expect(host.hasAttribute('data-ms-yield')).toBe(true);
    // Beside the overlay in <body>: the provider's 3D Secure fixes <body>, making it a stacking context.
    expect(host.parentElement).toBe(document.body);
    first.release();
    await first.step;
    expect(host.parentElement).toBe(document.body);
    second.release();
    await second.step;
    expect(host.hasAttribute('data-ms-yield')).toBe(false);
    expect(host.parentElement).toBe(document.documentElement);
  });

  it("meanwhile the page's Escape is the overlay's and a focus it took is left there", async () => {
    const { shadow, onClose } = openModal();
    const outside = document.createElement('button');
    document.body.append(outside);
    const held = heldStep();
    document.body.focus();
    (document.activeElement as HTMLElement | null)?.blur();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onClose).not.toHaveBeenCalled();
    // A change of the dialog's content while the focus is out does not pull it back in.
    await act(async () => {
      shadow.querySelector('h2')!.textContent = 'Paying';
    });
    expect(shadow.activeElement).toBeNull();
    held.release();
    await held.step;
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    outside.remove();
  });

  it('meanwhile Escape in our own dialog, or a click on its backdrop, does not close it under a payment', async () => {
    const { shadow, onClose } = openModal();
    const held = heldStep();
    const input = shadow.querySelector('input')!;
    input.focus();
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    const backdrop = shadow.querySelector('.backdrop')!;
    backdrop.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    expect(onClose).not.toHaveBeenCalled();
    held.release();
    await held.step;
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
