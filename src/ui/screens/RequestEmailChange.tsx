import type { RouteOf } from '../../core/screens';
import { Placeholder } from './Placeholder';

export function RequestEmailChange(_: { route: RouteOf<'requestEmailChange'> }) {
  return <Placeholder name="requestEmailChange" />;
}
