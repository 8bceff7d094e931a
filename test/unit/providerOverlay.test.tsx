import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../../src/ui/Modal';
import { providerOverlays, underProviderOverlay } from '../../src/ui/providerOverlay';

/**
 * The card provider's 3D Secure dialog and the captcha's challenge are appended to the page's body and rely on their
 * z-index (fixtures/stand-ins/README.md): while one may be up, our modal steps below it and leaves it the keyboard.
 */
const hosts: HTMLElement[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.remove();
  providerOverlays.value = 0;
});

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
  it('counts a step while it runs, also when it throws', async () => {
    let during = -1;
    await underProviderOverlay(async () => {
      during = providerOverlays.value;
    });
    expect(during).toBe(1);
    await expect(
      underProviderOverlay(async () => {
        throw new Error('network');
      }),
    ).rejects.toThrow('network');
    expect(providerOverlays.value).toBe(0);
  });

  it('marks our host and puts it in <body> while a step runs, so the backdrop steps below the overlay; then back', async () => {
    const { host } = openModal();
    expect(host.hasAttribute('data-ms-yield')).toBe(false);
    let release!: () => void;
    const step = underProviderOverlay(() => new Promise<void>((resolve) => (release = resolve)));
    await act(async () => {});
    expect(host.hasAttribute('data-ms-yield')).toBe(true);
    // Beside the overlay in <body>: the provider's 3D Secure fixes <body>, making it a stacking context.
    expect(host.parentElement).toBe(document.body);
    release();
    await act(() => step);
    expect(host.hasAttribute('data-ms-yield')).toBe(false);
    expect(host.parentElement).toBe(document.documentElement);
  });

  it("meanwhile the page's Escape is the overlay's and a focus it took is left there", async () => {
    const { shadow, onClose } = openModal();
    const outside = document.createElement('button');
    document.body.append(outside);
    await act(async () => {
      providerOverlays.value = 1;
    });
    document.body.focus();
    (document.activeElement as HTMLElement | null)?.blur();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onClose).not.toHaveBeenCalled();
    // A change of the dialog's content while the focus is out does not pull it back in.
    await act(async () => {
      shadow.querySelector('h2')!.textContent = 'Paying';
    });
    expect(shadow.activeElement).toBeNull();
    await act(async () => {
      providerOverlays.value = 0;
    });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    outside.remove();
  });
});
