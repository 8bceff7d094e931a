import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../src/contract/invoices';
import { chargeStatus, invoiceStatusKey, summaryRows } from '../../src/core/signup/invoice';
import { TEXT } from '../../src/core/texts/texts';

type InvoiceData = typeof Invoice.TYPE;

const invoice = (status: string, payment: Partial<InvoiceData['payment']> = {}): InvoiceData => ({
  invoiceId: 'in_1',
  customer: { fullName: 'Paul Paid', email: 'paid@demo.test' },
  site: { name: 'Demo Yoga Studio', url: 'https://demo-yoga.test' },
  lineItems: [{ fromDate: null, toDate: null, description: 'Studio Monthly', amount: 2900, currency: 'usd' }],
  payment: {
    currency: 'usd',
    couponDescription: null,
    discount: 0,
    taxDescription: null,
    taxPercent: null,
    taxAmount: 0,
    subtotal: 2900,
    total: 2900,
    appliedBalance: 0,
    paid: 2900,
    due: 0,
    refunded: 0,
    ...payment,
  },
  status,
  createdAt: '2025-03-01T00:00:00.000Z',
  downloadUrl: null,
});

const rows = (i: InvoiceData) => summaryRows(i).map((r) => [TEXT[r.key], r.amount, ...(r.note !== undefined ? [r.note] : [])]);

describe('invoice statuses (part 2 §3: draft, open, paid, uncollectible, void; unknown as fallback)', () => {
  it.each([
    ['draft', 'Draft'],
    ['open', 'Open'],
    ['paid', 'Paid'],
    ['uncollectible', 'Uncollectible'],
    ['void', 'Void'],
    ['refunded', 'Unknown'],
    ['', 'Unknown'],
    ['constructor', 'Unknown'],
  ])('%s → %s', (status, label) => {
    expect(TEXT[invoiceStatusKey(status)]).toBe(label);
  });
});

describe('charge statuses in the history (ours)', () => {
  it.each([
    ['succeeded', 'Paid', 'ok'],
    ['refunded', 'Refunded', 'warning'],
    ['pending', 'Pending', 'warning'],
    ['failed', 'Failed', 'error'],
    ['disputed', 'Unknown', ''],
    ['toString', 'Unknown', ''],
    // a row may carry its invoice's status (part 2 §3), labelled as the invoice's
    ['paid', 'Paid', 'ok'],
    ['open', 'Open', 'warning'],
    ['draft', 'Draft', 'warning'],
    ['uncollectible', 'Uncollectible', 'error'],
    ['void', 'Void', ''],
  ])('%s → %s (%s)', (status, label, tone) => {
    const [key, colour] = chargeStatus(status);
    expect([TEXT[key], colour]).toEqual([label, tone]);
  });
});

describe('statuses as the API may spell them: one label whatever the case or spacing, never a raw word', () => {
  it.each([
    ['PAID', 'Paid'],
    [' Paid ', 'Paid'],
    ['Void', 'Void'],
    ['UNCOLLECTIBLE', 'Uncollectible'],
    ['partially_paid', 'Unknown'],
    ['   ', 'Unknown'],
  ])('invoice %j → %s', (status, label) => {
    expect(TEXT[invoiceStatusKey(status)]).toBe(label);
  });
  it.each([
    ['Succeeded', 'Paid', 'ok'],
    ['FAILED', 'Failed', 'error'],
    [' refunded', 'Refunded', 'warning'],
    ['Open', 'Open', 'warning'],
    ['TOSTRING', 'Unknown', ''],
  ])('charge %j → %s (%s)', (status, label, tone) => {
    const [key, colour] = chargeStatus(status);
    expect([TEXT[key], colour]).toEqual([label, tone]);
  });
});

describe('invoice totals (part 2 §2 left panel)', () => {
  it("a plain paid invoice: subtotal, total and 'paid' with the amount paid", () => {
    expect(rows(invoice('paid'))).toEqual([
      ['Subtotal', 2900],
      ['Total', 2900],
      ['paid', 2900],
    ]);
    // The same status as another server spells it, and its Bill To label agree.
    expect(rows(invoice('PAID')).at(-1)).toEqual(['paid', 2900]);
  });

  it("any other status shows 'due' with the amount due", () => {
    expect(rows(invoice('open', { paid: 0, due: 2900 }))).toEqual([
      ['Subtotal', 2900],
      ['Total', 2900],
      ['due', 2900],
    ]);
    expect(rows(invoice('mystery', { paid: 0, due: 100 })).at(-1)).toEqual(['due', 100]);
  });

  it('discount with its coupon description, tax with description and percent, applied balance, refunded', () => {
    const full = invoice('paid', {
      subtotal: 10000,
      discount: 2500,
      couponDescription: '25% off for 3 months',
      taxAmount: 638,
      taxPercent: 8.5,
      taxDescription: 'State tax',
      total: 8138,
      appliedBalance: 500,
      paid: 7638,
      refunded: 1000,
    });
    expect(rows(full)).toEqual([
      ['Subtotal', 10000],
      ['Discount', -2500, '25% off for 3 months'],
      ['Tax', 638, 'State tax 8.5%'],
      ['Total', 8138],
      ['Applied balance', -500],
      ['paid', 7638],
      ['Refunded', 1000],
    ]);
  });

  it('the percent is not repeated when the description says it; a percent alone is the note', () => {
    expect(rows(invoice('paid', { taxAmount: 247, taxPercent: 8.5, taxDescription: 'Sales tax (8.5%)' }))[1]).toEqual([
      'Tax',
      247,
      'Sales tax (8.5%)',
    ]);
    expect(rows(invoice('paid', { taxAmount: 247, taxPercent: 8.5 }))[1]).toEqual(['Tax', 247, '8.5%']);
    expect(rows(invoice('paid', { taxAmount: 100 }))[1]).toEqual(['Tax', 100, '']);
  });

  it('labels: the spec gives paid and due; the others are ours', () => {
    expect([TEXT.invoicePaid, TEXT.invoiceDue]).toEqual(['paid', 'due']);
    expect(TEXT.invoiceId).toBe('Invoice ID: {id}');
    expect(TEXT.invoiceDownload).toBe('Download invoice PDF');
    expect([TEXT.invoiceBillTo, TEXT.invoiceBillFrom]).toEqual(['Bill To', 'Bill From']);
    expect([TEXT.chargeHistory, TEXT.chargesNone, TEXT.chargeView]).toEqual(['Charge History', 'No charges found', 'View']);
    expect([TEXT.chargeDate, TEXT.chargeAmount, TEXT.chargeStatus, TEXT.chargeInvoice, TEXT.chargeDescription]).toEqual([
      'Date',
      'Amount',
      'Status',
      'Invoice',
      'Description',
    ]);
  });
});
