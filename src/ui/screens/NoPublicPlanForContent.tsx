import { NoPublicPlan } from '../content/Offers';

/** No public plan for content (part 1 §2): no public plan grants access; the site's contact address. */
export function NoPublicPlanForContent() {
  return <NoPublicPlan heading />;
}
