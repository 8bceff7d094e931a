import { membershipKey } from '../../core/account/accountRows';
import { formatDate } from '../../core/texts/dates';
import type { RouteOf } from '../../core/shell/screens';
import { uiLocale } from '../../state/textsShowing';
import { MembershipHead, membershipActions } from '../AccountLinks';
import { WithMember } from '../Status';
import { t } from '../../shell/t';

/**
 * Membership details ('View plan details', 'View or cancel plans'): each membership with its status, price,
 * join date, payments made of required (multi-payment plans), and the row actions of the account page, where
 * the cancel link or 'Cancels on {date}' lives. While the member loads it says so; a failed load can be asked again.
 */
export function MembershipDetails(_: { route: RouteOf<'membershipDetails'> }) {
  const locale = uiLocale.value;
  return (
    <div>
      <h1>{t('accountYourPlans')}</h1>
      <WithMember>
        {(m) =>
          m.memberships.length === 0 ? (
            <p className="muted">{t('accountNoPlans')}</p>
          ) : (
            <ul className="memberships details">
              {m.memberships.map((ms) => (
                <li key={membershipKey(ms)} className="card" data-plan={ms.publicPlanId}>
                  <MembershipHead membership={ms} />
                  {ms.pricingDescription && (
                    <p>
                      <bdi>{ms.pricingDescription}</bdi>
                    </p>
                  )}
                  <p className="muted">{t('accountJoinedOn', { date: formatDate(ms.createdAt, locale) })}</p>
                  {ms.type === 'multi_payment' && ms.paymentCountRequired != null && (
                    <p className="muted">{t('accountPaymentsMade', { made: ms.paymentCountMade ?? 0, required: ms.paymentCountRequired })}</p>
                  )}
                  {membershipActions(ms)}
                </li>
              ))}
            </ul>
          )
        }
      </WithMember>
    </div>
  );
}
