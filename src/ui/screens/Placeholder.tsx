import type { ScreenName } from '../../core/screens';
import { t } from '../t';

/** Stands in for a screen whose issue has not landed yet, so every route of the table opens something sane. */
export function Placeholder({ name }: { name: ScreenName }) {
  return (
    <div data-screen={name}>
      <h1>{t('notAvailableYet')}</h1>
    </div>
  );
}
