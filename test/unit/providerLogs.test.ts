import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOG_TEXT } from '../../src/core/texts/logMessages';
import { createLogger } from '../../src/core/util/logger';

/** Part 1 §8 internal logs: "payment provider already loaded on host site", "failed to initialise the payment provider". */
const loadStripe = vi.fn();
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (...args: unknown[]) => loadStripe(...args) }));

const settings = { env: 'fixture', scriptUrl: 'https://js.stripe.invalid/widget/widget.js' } as never;
const quiet = { error() {}, warn() {}, log() {}, debug() {} };

describe("the card provider's internal log lines (part 1 §8)", () => {
  beforeEach(() => {
    vi.resetModules();
    loadStripe.mockReset();
    (window as { Stripe?: unknown }).Stripe = () => ({});
  });

  it('a provider the host page already loaded is used, and said so', async () => {
    loadStripe.mockResolvedValue({});
    const { loadProvider } = await import('../../src/ui/payments/provider');
    const logger = createLogger(['PAYMENT'], quiet);
    await loadProvider({ settings, logger });
    expect(logger.entries().map((e) => e.message)).toContain(LOG_TEXT.providerAlreadyLoaded);
  });

  it('a provider that refuses to start (key, account): "Failed to initialise the payment provider"', async () => {
    loadStripe.mockRejectedValue(new Error('Invalid API key'));
    const { loadProvider } = await import('../../src/ui/payments/provider');
    const logger = createLogger([], quiet);
    await expect(loadProvider({ settings, logger })).rejects.toBeTruthy();
    expect(logger.entries()).toContainEqual(expect.objectContaining({ level: 'ERROR', topic: 'PAYMENT', message: LOG_TEXT.providerInitFailed }));
  });
});
