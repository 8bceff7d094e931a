/**
 * The payments chunk's one entry, so its modules stay one chunk: the card screens, a flow of their own
 * (core/shell/flows.ts; ui/Screen.tsx loads it), and the card field sign-up loads (ui/screens/payments.tsx).
 */
import type { FlowViews } from '../screens/views';
import { ChangeCreditCard } from './ChangeCreditCard';
import { Retry3dsPayment } from './Retry3dsPayment';
import { RetryPayment } from './RetryPayment';

// Its rules are among the screens'. Not the screens' chunk itself: the card field of a sign-up (the joining flow)
// must not bring the account's and billing's screens (issue 38); what payments shares with either flow (money,
// contracts, the provider's overlay) is a chunk of its own.
import '../screens/screenStyles';
// Their words (shell/t.ts), joining's with them (core/texts/joinTexts.ts): a card screen opened straight from a reminder
// or a link shows none without them, and a sign-up's card field must not bring every screen's.
import '../joinTexts';
// Bare: the forms kit stays one chunk. The card screens use its form but not its field, which alone would then ship
// as a chunk of its own on every form's path; every form screen loads the kit anyway.
import '../form/Field';

export { CardField } from './CardField';
export { WalletButtons } from './WalletButtons';
export { payWith3ds, failureError } from './pay';

export const VIEWS: FlowViews<'payments'> = { changeCreditCard: ChangeCreditCard, retryPayment: RetryPayment, retry3dsPayment: Retry3dsPayment };
