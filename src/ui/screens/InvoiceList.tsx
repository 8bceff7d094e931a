import { useEffect, useState } from 'react';
import { useScrollShadow } from '../useScrollShadow';
import { formatDate } from '../../core/texts/dates';
import { chargeKey, chargeStatus } from '../../core/signup/invoice';
import { formatMoney } from '../../core/signup/money';
import type { RouteOf } from '../../core/shell/screens';
import { chargeHistory } from '../../state/billing';
import { uiLocale } from '../../state/textsShowing';
import { useServices } from '../services';
import { LoadFailed, Loading } from '../Status';
import { errorText, t } from '../../shell/t';
import { webHref } from '../../core/shell/webUrl';

/** Part 2 §9: the next page loads when the list is scrolled to within 20 px of its end. */
const SCROLL_OFFSET_PX = 20;

/**
 * Charge history (part 2 §2): a table of the member's charges in a list at most 300 px high (styles/billing.ts)
 * that loads 10 more rows as it is scrolled to its end. Under the list, outside it so it is always in view: how
 * many charges show of how many (while some are not loaded, when the server gives the total), a polite status while rows are coming, and
 * 'Load more', which does the same as scrolling for keyboards. A list narrower than 480 px shows each charge as a
 * card (same table, laid out by CSS). A charge's date opens its invoice; 'View' opens the signed PDF link in a new tab.
 */
export function InvoiceList(_: { route: RouteOf<'invoiceList'> }) {
  const { runtime, navigate } = useServices();
  const [history] = useState(() => chargeHistory(runtime));
  useEffect(() => void history.loadMore(), []);
  const { items, nextPage, total, query } = history.state.value;
  const locale = uiLocale.value;
  const more = () => void history.loadMore();
  const list = useScrollShadow<HTMLDivElement>();
  // The last page removes 'Load more': focus moves to the list (still scrollable by keys) instead of being lost.
  const moreByButton = () =>
    void history.loadMore().then(() => {
      if (history.state.peek().nextPage === null) list.current?.focus();
    });
  const heading = <h1>{t('chargeHistory')}</h1>;

  if (!items.length) {
    return (
      <div className="stack">
        {heading}
        {query.failed ? (
          <LoadFailed message={errorText(query.error!)} onRetry={more} />
        ) : !query.settled || query.fetching ? (
          <Loading />
        ) : (
          <p className="empty">{t('chargesNone')}</p>
        )}
      </div>
    );
  }
  const cols = ['chargeDate', 'chargeAmount', 'chargeStatus', 'chargeInvoice', 'chargeDescription'] as const;
  return (
    <div className="stack">
      {heading}
      <div className="charges-box">
        <div
          ref={list}
          className="charges scroll-shade"
          role="region"
          aria-label={t('chargeHistory')}
          tabIndex={0}
          onScroll={(e) => {
            const el = e.currentTarget;
            if (!query.failed && el.scrollHeight - el.scrollTop - el.clientHeight <= SCROLL_OFFSET_PX) more();
          }}
        >
          <table className="bill charge-table">
            <thead>
              <tr>
                {cols.map((c) => (
                  <th key={c} scope="col">
                    {t(c)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((c) => {
                const [status, tone] = chargeStatus(c.status);
                const date = formatDate(c.date, locale);
                return (
                  <tr key={chargeKey(c)} data-charge={c.id ?? undefined}>
                    <td>
                      {c.invoiceId ? (
                        <button type="button" className="link" onClick={() => navigate({ name: 'invoiceDetails', invoiceId: c.invoiceId! })}>
                          {date}
                        </button>
                      ) : (
                        date
                      )}
                    </td>
                    <td>{formatMoney(c.amount, c.currency ?? 'usd', true, locale)}</td>
                    <td className={`status ${tone}`}>{t(status)}</td>
                    <td>
                      {c.signedUrl && (
                        <a className="link" href={webHref(c.signedUrl)} target="_blank" rel="noopener">
                          {t('chargeView')}
                        </a>
                      )}
                    </td>
                    <td>{c.description}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>
      <div className="charges-foot">
        <p className="muted" role="status">
          {query.fetching ? t('loading') : total !== null && total > items.length ? t('chargesShowing', { shown: items.length, total }) : ''}
        </p>
        {query.failed ? (
          <LoadFailed message={errorText(query.error!)} onRetry={more} />
        ) : (
          // Stays while the page loads (a second press joins the same request), so keyboard focus is not lost.
          nextPage !== null && (
            <button type="button" className="btn" onClick={moreByButton}>
              {t('chargesMore')}
            </button>
          )
        )}
      </div>
    </div>
  );
}
