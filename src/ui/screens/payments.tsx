/**
 * The payments chunk (ui/payments/: the card provider, the card field, the card screens): loaded the first time
 * a payment screen opens or a new card is chosen, so no other screen downloads it (GUIDE: payments and Stripe
 * on demand).
 */
import type { RouteOf } from '../../core/shell/screens';
import { lazyChunk } from './lazyChunk';

const payments = lazyChunk(() => import('../payments/index'), 'payments');

export const loadPayments = payments.get;
export const CardField = payments.view((m) => m.CardField);
export const ChangeCreditCard = payments.view<{ route: RouteOf<'changeCreditCard'> }>((m) => m.ChangeCreditCard);
export const RetryPayment = payments.view<{ route: RouteOf<'retryPayment'> }>((m) => m.RetryPayment);
export const Retry3dsPayment = payments.view<{ route: RouteOf<'retry3dsPayment'> }>((m) => m.Retry3dsPayment);
