import { ContactLine } from '../Notices';
import { t } from '../../shell/t';
import { AccessFrame } from './AccessInvitation';

/** No public plan for content (part 1 §2): no public plan grants access; the site's contact address. */
export function NoPublicPlanForContent() {
  return (
    <AccessFrame text={t('noPublicPlan')} offer="no-public-plan">
      <ContactLine />
    </AccessFrame>
  );
}
