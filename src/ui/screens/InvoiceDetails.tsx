import { getInvoice, type Invoice } from '../../contract/invoices';
import { formatDate } from '../../core/texts/dates';
import { invoiceStatusKey, summaryRows } from '../../core/signup/invoice';
import { formatMoney } from '../../core/signup/money';
import type { RouteOf } from '../../core/shell/screens';
import { uiLocale } from '../../state/textsShowing';
import { useServices } from '../services';
import { LoadFailed, Loading } from '../Status';
import { useLoad } from '../useLoad';
import { settled } from '../../core/util/loadable';
import { errorText, t } from '../../shell/t';
import { webHref } from '../../core/shell/webUrl';

type InvoiceData = typeof Invoice.TYPE;

/**
 * Invoice details (part 2 §2). The spec's widget shows a mock after 1.5 s; this one asks the server
 * (GET /sites/{s}/invoices/{invoiceId}, contract/invoices.ts). Left: line items and totals; right: Bill To and
 * Bill From.
 */
export function InvoiceDetails({ route }: { route: RouteOf<'invoiceDetails'> }) {
  const { runtime } = useServices();
  const { invoiceId } = route;
  const load = useLoad(() => runtime.client(getInvoice, { params: { invoiceId } }).then(settled), [invoiceId]);
  return (
    <div className="stack">
      <InvoiceHeading id={invoiceId} />
      {load.state === 'loading' ? (
        <Loading />
      ) : load.state === 'ready' ? (
        <Details invoice={load.value} />
      ) : (
        <LoadFailed message={errorText(load.error)} onRetry={load.retry} />
      )}
    </div>
  );
}

/**
 * The spec's heading 'Invoice ID: {id}', its words kept (translated, or as the site worded it), with the id, a long
 * machine string, on a line of its own in a quieter monospace that wraps. Wording without '{id}' gets the id after it.
 */
function InvoiceHeading({ id }: { id: string }) {
  const [before = '', after = ''] = t('invoiceId').split('{id}');
  return (
    <h1>
      {before.trim()} <span className="invoice-id">{id}</span>
      {after.trim() && ` ${after.trim()}`}
    </h1>
  );
}

function Details({ invoice: inv }: { invoice: InvoiceData }) {
  const locale = uiLocale.value;
  const date = (iso: string) => formatDate(iso, locale);
  return (
    <>
      {inv.downloadUrl && (
        <a className="link" href={webHref(inv.downloadUrl)} target="_blank" rel="noopener">
          {t('invoiceDownload')}
        </a>
      )}
      <div className="cards">
        <div className="card">
          <table className="bill">
            <thead>
              <tr>
                <th scope="col">{t('chargeDescription')}</th>
                <th scope="col">{t('chargeAmount')}</th>
              </tr>
            </thead>
            <tbody>
              {inv.lineItems.map((li, i) => (
                <tr key={i}>
                  <td>
                    {li.description}
                    {li.fromDate && li.toDate && <div className="muted">{t('invoicePeriod', { from: date(li.fromDate), to: date(li.toDate) })}</div>}
                  </td>
                  <td>{formatMoney(li.amount, li.currency, true, locale)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {summaryRows(inv).map((r) => (
                <tr key={r.key} data-row={r.key}>
                  <th scope="row">
                    {t(r.key)}
                    {r.note && <div className="muted">{r.note}</div>}
                  </th>
                  <td>{formatMoney(r.amount, inv.payment.currency, true, locale)}</td>
                </tr>
              ))}
            </tfoot>
          </table>
        </div>
        <div className="card stack">
          <h2>{t('invoiceBillTo')}</h2>
          <p>
            {inv.site.url}
            <br />
            {inv.customer.fullName}
            <br />
            {inv.customer.email}
          </p>
          <p data-invoice-status={inv.status}>
            <span className="muted">{t('chargeStatus')}</span> {t(invoiceStatusKey(inv.status))}
          </p>
          <p>
            <span className="muted">{t('invoiceBillingDate')}</span> {date(inv.createdAt)}
          </p>
          <h2>{t('invoiceBillFrom')}</h2>
          <p>{inv.site.name}</p>
        </div>
      </div>
    </>
  );
}
