import { upsellRoute } from '../../core/access/contentRules';
import type { Route } from '../../core/shell/screens';
import { ContactLine } from '../Notices';
import { useServices } from '../services';
import { t } from '../../shell/t';

/**
 * A content message: the dialog's heading (it names the dialog, which is announced), or a paragraph in an inline
 * embed, announced when it replaces the link.
 */
export function Message({ text, heading, alert }: { text: string; heading?: boolean | undefined; alert?: boolean }) {
  return heading ? <h1>{text}</h1> : <p role={alert ? 'alert' : 'status'}>{text}</p>;
}

interface DeniedProps {
  heading?: boolean | undefined;
  /** Where the member goes after logging in (part 1 §2: the content, or the page). */
  after: Route;
  /** Plans that would grant access, preselected on sign-up when known. */
  publicPlanIds?: readonly string[] | undefined;
}

/** 'Sorry, you need to log in or sign up to access this content.' with log-in and sign-up buttons (part 1 §2). */
export function DeniedOffer({ heading, after, publicPlanIds = [] }: DeniedProps) {
  const { navigate } = useServices();
  const signUp: Route = publicPlanIds.length ? { name: 'registerUser', selectablePlanIds: [...publicPlanIds] } : { name: 'registerUser' };
  return (
    <div className="stack" data-content-offer="denied">
      <Message text={t('contentDenied')} heading={heading} />
      <button type="button" className="btn cta" onClick={() => navigate({ name: 'login', redirect: after })}>
        {t('contentLogIn')}
      </button>
      <button type="button" className="btn" onClick={() => navigate(signUp)}>
        {t('signUp')}
      </button>
    </div>
  );
}

/** 'Sorry, no public plans allow you to see this content.' plus the site's contact address (part 1 §2). */
export function NoPublicPlan({ heading }: { heading?: boolean }) {
  return (
    <div className="stack" data-content-offer="no-public-plan">
      <Message text={t('noPublicPlan')} heading={heading} />
      <ContactLine />
    </div>
  );
}

/**
 * A logged-in member refused inline (part 1 §4 upsell): the plans that grant it, one click away, or the
 * no-public-plan message. In the dialog the denied screen goes straight on instead.
 */
export function MemberUpsell({ publicPlanIds, heading }: { publicPlanIds: readonly string[]; heading?: boolean }) {
  const { navigate } = useServices();
  const route = upsellRoute(publicPlanIds);
  if (route.name === 'noPublicPlanForContent') return <NoPublicPlan heading={heading} />;
  return (
    <div className="stack" data-content-offer="upsell">
      <Message text={t('contentUpsell')} heading={heading} />
      <button type="button" className="btn cta" onClick={() => navigate(route)}>
        {t('contentSeePlans')}
      </button>
    </div>
  );
}

/** A message followed by the contact line (not found, part 1 §8). */
export function WithContact({ text, heading }: { text: string; heading?: boolean | undefined }) {
  return (
    <div className="stack">
      <Message text={text} heading={heading} alert />
      <ContactLine />
    </div>
  );
}
