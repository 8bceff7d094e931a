import type { ChargeRow, Invoice } from '../../contract/invoices';
import type { TextKey } from '../texts/texts';
import { hasOwn } from '../util/guards';

type InvoiceData = typeof Invoice.TYPE;
type Tone = 'ok' | 'warning' | 'error';

/** A status as the tables below spell it: servers differ in case and may pad it ('PAID', ' Paid'). */
const norm = (status: string) => status.trim().toLowerCase();

/**
 * Invoice statuses (part 2 §3) as capitalised, translated labels (ours), whatever the case the API sends; anything
 * else is 'Unknown' (the spec's fallback), never the raw word.
 */
const INVOICE_STATUS: Record<string, TextKey> = {
  draft: 'invoiceDraft',
  open: 'invoiceOpen',
  paid: 'invoiceStatusPaid',
  uncollectible: 'invoiceUncollectible',
  void: 'invoiceVoid',
};
export const invoiceStatusKey = (status: string): TextKey => {
  const known = norm(status);
  return hasOwn(INVOICE_STATUS, known) ? INVOICE_STATUS[known]! : 'invoiceUnknown';
};

/**
 * A charge's status in the history, with the colour of the account's status labels: the charge's own statuses
 * (contract: succeeded, failed, refunded, pending; labels ours), or its invoice's (part 2 §3: draft, open, paid,
 * uncollectible, void), labelled as on the invoice. An unknown status is 'Unknown', uncoloured.
 */
const CHARGE_STATUS: Record<string, readonly [TextKey, Tone | '']> = {
  succeeded: ['invoiceStatusPaid', 'ok'],
  refunded: ['invoiceRefunded', 'warning'],
  pending: ['chargePending', 'warning'],
  failed: ['chargeFailed', 'error'],
  paid: ['invoiceStatusPaid', 'ok'],
  open: ['invoiceOpen', 'warning'],
  draft: ['invoiceDraft', 'warning'],
  uncollectible: ['invoiceUncollectible', 'error'],
  void: ['invoiceVoid', ''],
};
export const chargeStatus = (status: string): readonly [TextKey, Tone | ''] => {
  const known = norm(status);
  return hasOwn(CHARGE_STATUS, known) ? CHARGE_STATUS[known]! : ['invoiceUnknown', ''];
};

/**
 * A charge row's identity, for merging pages and as the row's key: its id, or (the spec's rows carry none) what
 * the row says, which two charges share only if they are the same charge listed twice.
 */
export const chargeKey = (c: Pick<typeof ChargeRow.TYPE, 'id' | 'date' | 'amount' | 'status' | 'description'>): string =>
  c.id ?? JSON.stringify([c.date, c.amount, c.status, c.description]);

export interface SummaryRow {
  key: TextKey;
  /** Minor units, negative for what is taken off (discount, applied balance). */
  amount: number;
  /** The coupon's or the tax's description. */
  note?: string;
}

/**
 * The left panel's totals (part 2 §2): subtotal; the discount with its coupon's description; the tax with its
 * description and percent; total; the applied balance; 'paid' (status paid) or else 'due', with that amount;
 * refunded. Subtotal, total and paid/due always show; the others only when they are not zero. The percent is
 * added to the tax description unless the description already says it ('Sales tax (8.5%)').
 */
export function summaryRows(invoice: InvoiceData): SummaryRow[] {
  const p = invoice.payment;
  const rows: SummaryRow[] = [{ key: 'invoiceSubtotal', amount: p.subtotal }];
  if (p.discount) rows.push({ key: 'invoiceDiscount', amount: -Math.abs(p.discount), note: p.couponDescription ?? '' });
  if (p.taxAmount || p.taxPercent) {
    const percent = p.taxPercent ? `${p.taxPercent}%` : '';
    const description = p.taxDescription ?? '';
    const note = percent && !description.includes(percent) ? `${description} ${percent}`.trim() : description;
    rows.push({ key: 'invoiceTax', amount: p.taxAmount, note });
  }
  rows.push({ key: 'invoiceTotal', amount: p.total });
  if (p.appliedBalance) rows.push({ key: 'invoiceBalance', amount: -Math.abs(p.appliedBalance) });
  rows.push(norm(invoice.status) === 'paid' ? { key: 'invoicePaid', amount: p.paid } : { key: 'invoiceDue', amount: p.due });
  if (p.refunded) rows.push({ key: 'invoiceRefunded', amount: p.refunded });
  return rows;
}
