import { t } from '../t';

/** Site setup error (part 1 §2): where the 'Read Me' button leads when the site's configuration is refused. */
export function SiteSetupError() {
  return (
    <div>
      <h1>{t('siteSetupError')}</h1>
    </div>
  );
}
