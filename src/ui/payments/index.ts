/**
 * The payments chunk's one entry, so its modules stay one chunk: the card screens, a flow of their own
 * (core/shell/flows.ts; ui/Screen.tsx loads it), and the card field sign-up loads (ui/screens/payments.tsx).
 */
import type { FlowViews } from '../screens/views';
import { ChangeCreditCard } from './ChangeCreditCard';
import { Retry3dsPayment } from './Retry3dsPayment';
import { RetryPayment } from './RetryPayment';

// Bare: what payments shares with the screens (the forms' parts, money, contracts) stays in the screens chunk.
import '../screens/flows/screens';

export { CardField } from './CardField';
export { payWith3ds, failureError } from './pay';

export const VIEWS: FlowViews<'payments'> = { changeCreditCard: ChangeCreditCard, retryPayment: RetryPayment, retry3dsPayment: Retry3dsPayment };
