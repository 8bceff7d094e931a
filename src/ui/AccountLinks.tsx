import { isNote, membershipKey, rowItems, type AccountLink, type RowItem } from '../core/account/accountRows';
import { formatDate } from '../core/texts/dates';
import { membershipColour, membershipLabelParts } from '../core/account/membershipLabel';
import type { TextKey } from '../core/texts/texts';
import { Chevron, Icon, type IconName } from './icons';
import { clickOf, widgetPathOfClick } from '../core/shell/widgetLink';
import type { MemberData } from '../state/store';
import { uiLocale } from '../state/textsShowing';
import { useServices } from './services';
import { t } from '../shell/t';
import { webHref } from '../core/shell/webUrl';

type MembershipData = MemberData['memberships'][number];

/** Each account link's icon (ours): what it opens, at a glance. */
const ICONS: Partial<Record<TextKey, IconName>> = {
  accountAccessContent: 'play',
  accountCompletePayment: 'card',
  accountRejoin: 'refresh',
  accountViewPlanDetails: 'list',
  accountJoinNewPlan: 'plus',
  accountViewOrCancelPlans: 'list',
  accountUpdateCreditCard: 'card',
  accountViewChargeHistory: 'receipt',
  editProfile: 'edit',
  accountEditAgency: 'building',
  changeEmail: 'mail',
  changePassword: 'lock',
  logOut: 'logout',
};

/**
 * How a link looks: a card's `row` (icon, label, then a chevron, or the new-tab mark for a link that leaves),
 * a membership's `action` (a small button: `primary` for the one thing a row needs done, `quiet` for cancelling).
 */
export type LinkLook = 'row' | 'action' | 'primary' | 'quiet';
const CLASS: Record<LinkLook, string> = { row: 'row-link', action: 'btn secondary sm', primary: 'btn cta sm', quiet: 'quiet-link' };

/**
 * One account link as a real control: a button for screens and logging out, an anchor for URLs. `describedBy`
 * names the membership a row action belongs to, so 'Rejoin' is read with its plan.
 */
export function ActionLink({ link, describedBy, look = 'row' }: { link: AccountLink; describedBy?: string; look?: LinkLook }) {
  const { navigate, logOut, openPath } = useServices();
  const { target } = link;
  const icon = ICONS[link.text];
  const newTab = 'href' in target && target.newTab;
  const content = (
    <>
      {icon && look !== 'quiet' && <Icon name={icon} size={look === 'row' ? 20 : 16} />}
      <span className="label">{t(link.text)}</span>
      {look === 'row' && (newTab ? <Icon name="external" size={16} className="trail" /> : <Chevron />)}
    </>
  );
  if ('href' in target) {
    const onClick = (event: MouseEvent) => {
      // Widget links (/content/…, /member/…) open here; other pages, and Ctrl/⌘/Shift-clicks, as any link does.
      const path = target.newTab ? null : widgetPathOfClick({ ...clickOf(event), href: target.href, base: location.href });
      if (path !== null && openPath(path)) event.preventDefault();
    };
    return (
      <a
        href={webHref(target.href, location.href)}
        className={CLASS[look]}
        data-action={link.text}
        aria-describedby={describedBy}
        {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        onClick={(e) => onClick(e as unknown as MouseEvent)}
      >
        {content}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={CLASS[look]}
      data-action={link.text}
      aria-describedby={describedBy}
      onClick={() => ('route' in target ? navigate(target.route) : logOut())}
    >
      {content}
    </button>
  );
}

/** A row action's look: completing a payment is what the row needs; cancelling is offered, not pushed. */
const lookOf = (text: TextKey): LinkLook => (text === 'accountCompletePayment' ? 'primary' : text === 'accountCancelPlan' ? 'quiet' : 'action');

/** A membership's row actions and the 'Cancels on {date}' note (part 1 §4). */
function RowActions({ items, describedBy }: { items: readonly RowItem[]; describedBy: string }) {
  if (items.length === 0) return null;
  return (
    <div className="actions">
      {items.map((item) =>
        isNote(item) ? (
          <span key={item.text} className="note" data-action={item.text}>
            <Icon name="calendar" size={16} />
            {t(item.text, { date: formatDate(item.date, uiLocale.value) })}
          </span>
        ) : (
          <ActionLink key={item.text} link={item} describedBy={describedBy} look={lookOf(item.text)} />
        ),
      )}
    </div>
  );
}

/**
 * The status label (part 1 §4) as a pill in its colour, a multi-payment plan's count after it in secondary
 * text; the element's text is the spec's label exactly ('On Trial (0 of 3 payments)').
 */
function StatusLabel({ membership }: { membership: MembershipData }) {
  const colour = membershipColour(membership.status);
  const { label, payments } = membershipLabelParts(membership, t);
  return (
    <span className={colour ? `status ${colour}` : 'status'}>
      <span className="pill">{label}</span>
      {payments && <span className="payments">{payments}</span>}
    </span>
  );
}

const membershipNameId = (m: MembershipData): string => `ms-membership-${membershipKey(m)}`;

/** A membership's name, status and actions, as the account and membership-details screens list them. */
export function MembershipHead({ membership }: { membership: MembershipData }) {
  return (
    <div className="membership-head">
      <strong id={membershipNameId(membership)}>
        <bdi>{membership.name}</bdi>
      </strong>
      <StatusLabel membership={membership} />
    </div>
  );
}

export const membershipActions = (m: MembershipData) => <RowActions items={rowItems(m)} describedBy={membershipNameId(m)} />;
