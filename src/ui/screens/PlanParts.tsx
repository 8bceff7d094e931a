import type { Plan } from '../../contract/plans';
import type { CouponData } from '../../core/signup/coupon';
import { checkoutSummary, orderLines, trialPhrase } from '../../core/signup/checkoutSummary';
import { formatMoney } from '../../core/signup/money';
import { uiLocale } from '../../state/textsShowing';
import { t } from '../../shell/t';

type PlanData = typeof Plan.TYPE;

/**
 * The plan's price and trial, as every plan view shows them: the server's pricingDescription (part 2 §2, the
 * plan box's own words), and the trial's length when the plan says it. What the server wrote is isolated (an inline
 * <bdi> in a box of the page's direction, which keeps the alignment): in a right-to-left language an English
 * "$29.00 / month" would otherwise show as "month / $29.00".
 */
export function PlanPrice({ plan }: { plan: PlanData }) {
  const trial = trialPhrase(plan);
  if (!plan.pricingDescription && !trial) return null;
  return (
    <p className="plan-price">
      {plan.pricingDescription && (
        <span>
          <bdi>{plan.pricingDescription}</bdi>
        </span>
      )}
      {trial && <span className="plan-trial">{t(trial.key, trial.values)}</span>}
    </p>
  );
}

/** A compact plan: its name, price and trial (registration, and the plans to choose from before one is chosen). */
export function PlanSummary({ plan }: { plan: PlanData }) {
  return (
    <>
      <span className="plan-name">
        <bdi>{plan.name}</bdi>
      </span>
      <PlanPrice plan={plan} />
    </>
  );
}

/**
 * The order summary of a paid plan: one payment's price, the coupon's discount, what is due today, and a line for
 * each run of payments that follows ('$0.00 today, then $14.50 on December 9, 2026', 'Then $29.00 a month from
 * January 9, 2027'). The discount's description is the
 * coupon's (part 2 §2: the plan box shows it); nothing shows for a free plan or one whose amount is not known.
 */
export function OrderSummary({ plan, coupon }: { plan: PlanData; coupon: CouponData | null }) {
  const lines = orderLines(plan, coupon);
  const locale = uiLocale.value;
  const money = (amount: number) => formatMoney(amount, plan.currency, true, locale);
  const summary = checkoutSummary(plan, coupon, new Date(), locale);
  if (!lines)
    return coupon ? (
      <p className="status ok" data-coupon-discount="">
        {coupon.description}
      </p>
    ) : null;
  return (
    <div className="order" data-order-summary="">
      <dl className="order-lines">
        <div>
          <dt>
            <bdi>{plan.name}</bdi>
          </dt>
          <dd>{money(lines.price)}</dd>
        </div>
        {coupon && (
          <div className="order-discount">
            <dt className="status ok" data-coupon-discount="">
              <bdi>{coupon.description}</bdi>
            </dt>
            <dd>{lines.discount > 0 ? money(-lines.discount) : ''}</dd>
          </div>
        )}
        <div className="order-total">
          <dt>{t('orderDueToday')}</dt>
          <dd data-due-today="">{money(lines.dueToday)}</dd>
        </div>
      </dl>
      {summary && (
        <p className="order-line" data-checkout-summary="">
          {summary.map((line) => (
            <span key={String(line.values.date)} className="order-line-part">
              {t(line.key, line.values)}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
