import { array, number, string, type } from 'superstruct';
import { defineCall } from './call';
import { Currency, IsoDate, Money, maybe } from './common';

/** An invoice line (part 2 §3); fromDate / toDate bound the billed period (null for one-off charges). */
export const LineItem = type({
  fromDate: maybe(IsoDate),
  toDate: maybe(IsoDate),
  description: string(),
  amount: Money,
  currency: Currency,
});

export const InvoiceStatus = string(); // draft | open | paid | uncollectible | void; anything else shows as unknown

/** An invoice (part 2 §3, keyed by invoiceId). All amounts in minor units; taxPercent a percentage (e.g. 8.5). */
export const Invoice = type({
  invoiceId: string(),
  customer: type({ fullName: string(), email: string() }),
  site: type({ name: string(), url: string() }),
  lineItems: array(LineItem),
  payment: type({
    currency: Currency,
    couponDescription: maybe(string()),
    discount: Money,
    taxDescription: maybe(string()),
    taxPercent: maybe(number()),
    taxAmount: Money,
    subtotal: Money,
    total: Money,
    appliedBalance: Money,
    paid: Money,
    due: Money,
    refunded: Money,
  }),
  status: InvoiceStatus,
  createdAt: IsoDate,
  downloadUrl: maybe(string()),
});

/**
 * A row of the charge history (part 2 §3: date, amount, signedUrl, status, description). id (the charge id),
 * invoiceId (its invoice, for the details screen) and currency are ours, null when not sent: a row without a
 * currency is shown in US dollars, the default a plan has too. signedUrl opens the invoice PDF and expires (not
 * shown in the spec: 1 hour). Statuses: the charge's (succeeded, failed, refunded, pending) or the invoice's
 * (draft, open, paid, uncollectible, void).
 */
export const ChargeRow = type({
  id: maybe(string()),
  invoiceId: maybe(string()),
  date: IsoDate,
  amount: Money,
  currency: maybe(Currency),
  status: string(),
  description: string(),
  signedUrl: maybe(string()),
});

/**
 * The charge history, newest first. Paged (see PagingHeader in common.ts): X-Page, X-Page-Size (default 10,
 * at most 100), X-Order-By 'date' | 'amount', X-Order-Direction; totals in X-Total-Count / X-Total-Pages.
 */
export const getInvoices = defineCall({
  method: 'GET',
  path: '/sites/:s/invoices',
  auth: true,
  paged: { defaultPageSize: 10, maxPageSize: 100 },
  response: array(ChargeRow),
});

/**
 * One invoice. Not in the spec's table (its invoice detail is a client-side mock with a 1.5 s delay); the
 * fixture server offers it so the mock can be replaced. 404 for an invoice that is not the member's.
 */
export const getInvoice = defineCall({
  method: 'GET',
  path: '/sites/:s/invoices/:invoiceId',
  auth: true,
  response: Invoice,
});
