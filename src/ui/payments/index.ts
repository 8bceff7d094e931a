/** The payments chunk's one entry (ui/screens/payments.tsx loads it), so its modules stay one chunk. */
export { CardField } from './CardField';
export { payWith3ds, failureError } from './pay';
export { ChangeCreditCard } from './ChangeCreditCard';
export { RetryPayment } from './RetryPayment';
export { Retry3dsPayment } from './Retry3dsPayment';
import '../screens/index';
