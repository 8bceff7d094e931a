import { useEffect } from 'react';
import { billingCardLinks, membershipKey, plansCardLinks, profileCardLinks, type AccountLink } from '../../core/account/accountRows';
import type { RouteOf } from '../../core/shell/screens';
import { followPlans, joinable } from '../../state/plans';
import type { MemberData } from '../../state/store';
import { ActionLink, MembershipHead, membershipActions } from '../AccountLinks';
import { Avatar } from '../Avatar';
import { useServices } from '../services';
import { WithMember } from '../Status';
import { t } from '../../shell/t';

/** Card-level links, one row each: icon, label, chevron (a menu's rows, not underlined text). */
function Links({ links }: { links: readonly AccountLink[] }) {
  if (links.length === 0) return null;
  return (
    <ul className="links rows">
      {links.map((link) => (
        <li key={link.text}>
          <ActionLink link={link} />
        </li>
      ))}
    </ul>
  );
}

/** `data-joinable` says whether the plan list has answered (unknown) and what 'Join new plan' made of it. */
function PlansCard({ m }: { m: MemberData }) {
  const hasJoinable = joinable.value;
  return (
    <section className="card" aria-labelledby="ms-plans" data-card="plans" data-joinable={hasJoinable}>
      <h2 id="ms-plans">{t('plans')}</h2>
      {m.memberships.length === 0 ? (
        <p className="muted">{t('accountNoPlans')}</p>
      ) : (
        <ul className="memberships">
          {m.memberships.map((ms) => (
            <li key={membershipKey(ms)} data-plan={ms.publicPlanId}>
              <MembershipHead membership={ms} />
              {membershipActions(ms)}
            </li>
          ))}
        </ul>
      )}
      <Links links={plansCardLinks(m, hasJoinable === 'yes')} />
    </section>
  );
}

function BillingCard({ m }: { m: MemberData }) {
  const links = billingCardLinks(m);
  if (!links) return null;
  return (
    <section className="card" aria-labelledby="ms-billing" data-card="billing">
      <h2 id="ms-billing">{t('accountBilling')}</h2>
      <Links links={links} />
    </section>
  );
}

function ProfileCard({ m }: { m: MemberData }) {
  const { runtime } = useServices();
  return (
    <section className="card profile" aria-labelledby="ms-profile" data-card="profile">
      <h2 id="ms-profile">{t('profile')}</h2>
      <div className="profile-head">
        <Avatar size={64} />
        <p>
          <strong>
            <bdi>{m.name}</bdi>
          </strong>
          <span className="muted">{m.email}</span>
        </p>
      </div>
      <Links links={profileCardLinks(m, runtime.settings.env)} />
    </section>
  );
}

/**
 * Account page (part 1 §2, part 2 §2): plans and billing cards in one column, the profile card in the other;
 * one column under 768 px. While the member loads it says so; if their query failed with nothing to show, it
 * shows the general error and a way to ask again.
 */
export function Account(_: { route: RouteOf<'account'> }) {
  const { runtime } = useServices();
  // The public plans behind 'Join new plan', asked again when the memberships change.
  useEffect(() => followPlans(runtime), [runtime]);
  return (
    <div>
      <h1>{t('yourAccount')}</h1>
      <WithMember>
        {(m) => (
          <div className="cards">
            <div className="col">
              <PlansCard m={m} />
              <BillingCard m={m} />
            </div>
            <div className="col">
              <ProfileCard m={m} />
            </div>
          </div>
        )}
      </WithMember>
    </div>
  );
}
