/**
 * The payments chunk (ui/payments/: the card provider, the card field, the card screens) as sign-up uses it: loaded
 * the first time a new card is chosen, so no other screen downloads it (GUIDE: payments and Stripe on demand). The
 * card screens are a flow of their own (ui/Screen.tsx loads the same chunk).
 */
import { preloadFlowFiles } from '../flowFiles';
import { lazyChunk } from './lazyChunk';

const payments = lazyChunk(() => {
  preloadFlowFiles('payments'); // the chunk's other files beside it (ui/flowFiles.ts)
  return import('../payments/index');
}, 'payments');

export const loadPayments = payments.get;
export const CardField = payments.view((m) => m.CardField);
// Quiet: the card field beside it says the wait and a failure to load.
export const WalletButtons = payments.view((m) => m.WalletButtons, true);
