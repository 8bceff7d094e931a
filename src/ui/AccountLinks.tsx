import { isNote, membershipKey, rowItems, type AccountLink, type RowItem } from '../core/account/accountRows';
import { formatDate } from '../core/texts/dates';
import { membershipColour, membershipLabel } from '../core/account/membershipLabel';
import { clickOf, widgetPathOfClick } from '../core/shell/widgetLink';
import type { MemberData } from '../state/store';
import { uiLocale } from '../state/textsShowing';
import { useServices } from './services';
import { t } from './t';
import { webHref } from '../core/shell/webUrl';

type MembershipData = MemberData['memberships'][number];

/**
 * One account link as a real control: a button for screens and logging out, an anchor for URLs. `describedBy`
 * names the membership a row action belongs to, so 'Rejoin' is read with its plan.
 */
export function ActionLink({ link, describedBy }: { link: AccountLink; describedBy?: string }) {
  const { navigate, logOut, openPath } = useServices();
  const { target } = link;
  const label = t(link.text);
  if ('href' in target) {
    const onClick = (event: MouseEvent) => {
      // Widget links (/content/…, /member/…) open here; other pages, and Ctrl/⌘/Shift-clicks, as any link does.
      const path = target.newTab ? null : widgetPathOfClick({ ...clickOf(event), href: target.href, base: location.href });
      if (path !== null && openPath(path)) event.preventDefault();
    };
    return (
      <a
        href={webHref(target.href, location.href)}
        className="link"
        data-action={link.text}
        aria-describedby={describedBy}
        {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        onClick={(e) => onClick(e as unknown as MouseEvent)}
      >
        {label}
      </a>
    );
  }
  return (
    <button
      type="button"
      className="link"
      data-action={link.text}
      aria-describedby={describedBy}
      onClick={() => ('route' in target ? navigate(target.route) : logOut())}
    >
      {label}
    </button>
  );
}

/** A membership's row actions and the 'Cancels on {date}' note (part 1 §4). */
function RowActions({ items, describedBy }: { items: readonly RowItem[]; describedBy: string }) {
  if (items.length === 0) return null;
  return (
    <div className="actions">
      {items.map((item) =>
        isNote(item) ? (
          <span key={item.text} className="note" data-action={item.text}>
            {t(item.text, { date: formatDate(item.date, uiLocale.value) })}
          </span>
        ) : (
          <ActionLink key={item.text} link={item} describedBy={describedBy} />
        ),
      )}
    </div>
  );
}

/** The status label in its colour (part 1 §4). */
function StatusLabel({ membership }: { membership: MembershipData }) {
  const colour = membershipColour(membership.status);
  return <span className={colour ? `status ${colour}` : 'status'}>{membershipLabel(membership, t)}</span>;
}

const membershipNameId = (m: MembershipData): string => `ms-membership-${membershipKey(m)}`;

/** A membership's name, status and actions, as the account and membership-details screens list them. */
export function MembershipHead({ membership }: { membership: MembershipData }) {
  return (
    <div className="membership-head">
      <strong id={membershipNameId(membership)}>{membership.name}</strong>
      <StatusLabel membership={membership} />
    </div>
  );
}

export const membershipActions = (m: MembershipData) => <RowActions items={rowItems(m)} describedBy={membershipNameId(m)} />;
