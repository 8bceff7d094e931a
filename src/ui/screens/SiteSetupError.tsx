import { Icon } from '../icons';
import { t } from '../../shell/t';

/**
 * Site setup error (part 1 §2): where the 'Read Me' button leads when the site's configuration is refused. An end
 * state the visitor cannot fix: the spec's sentence as the heading, under a warning mark, at a reading size.
 */
export function SiteSetupError() {
  return (
    <div className="outcome notice">
      <span className="outcome-icon warning">
        <Icon name="warning" size={40} />
      </span>
      <h1>{t('siteSetupError')}</h1>
    </div>
  );
}
