import type { RouteOf } from '../../core/screens';
import { Placeholder } from './Placeholder';

export function ChangePassword(_: { route: RouteOf<'changePassword'> }) {
  return <Placeholder name="changePassword" />;
}
