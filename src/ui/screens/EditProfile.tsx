import type { RouteOf } from '../../core/screens';
import { Placeholder } from './Placeholder';

export function EditProfile(_: { route: RouteOf<'editProfile'> }) {
  return <Placeholder name="editProfile" />;
}
