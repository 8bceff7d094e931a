import type { ScreenName } from '../../core/screens';
import { t } from '../t';

/** Stands in for a screen whose issue has not landed yet, so every route of the table opens something sane. */
export function Placeholder(_: { name: ScreenName }) {
  return (
    <div>
      <h1>{t('notAvailableYet')}</h1>
    </div>
  );
}
