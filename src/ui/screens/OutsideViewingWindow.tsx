import { viewingWindowText } from '../../core/access/contentRules';
import type { RouteOf } from '../../core/shell/screens';
import { uiLocale } from '../../state/textsShowing';
import { t } from '../../shell/t';
import { AccessFrame } from './AccessInvitation';

/** Outside viewing window (part 1 §2): the drip wait, or the dates between which the content can be seen. */
export function OutsideViewingWindow({ route }: { route: RouteOf<'outsideViewingWindow'> }) {
  const text = viewingWindowText(route, uiLocale.value);
  return <AccessFrame text={t(text.key, text.values)} offer="outside-window" />;
}
