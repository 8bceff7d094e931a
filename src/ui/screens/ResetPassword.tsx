import type { RouteOf } from '../../core/screens';
import { Placeholder } from './Placeholder';

export function ResetPassword(_: { route: RouteOf<'resetPassword'> }) {
  return <Placeholder name="resetPassword" />;
}
