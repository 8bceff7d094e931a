import { viewingWindowText } from '../../core/access/contentRules';
import type { RouteOf } from '../../core/shell/screens';
import { uiLocale } from '../../state/textsShowing';
import { Message } from '../content/Offers';
import { t } from '../t';

/** Outside viewing window (part 1 §2): the drip wait, or the dates between which the content can be seen. */
export function OutsideViewingWindow({ route }: { route: RouteOf<'outsideViewingWindow'> }) {
  const text = viewingWindowText(route, uiLocale.value);
  return <Message text={t(text.key, text.values)} heading />;
}
