import type { RouteOf } from '../../core/screens';
import { Placeholder } from './Placeholder';

export function MembershipDetails(_: { route: RouteOf<'membershipDetails'> }) {
  return <Placeholder name="membershipDetails" />;
}
