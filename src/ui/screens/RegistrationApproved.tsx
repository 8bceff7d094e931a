import type { RouteOf } from '../../core/screens';
import { Placeholder } from './Placeholder';

export function RegistrationApproved(_: { route: RouteOf<'registrationApproved'> }) {
  return <Placeholder name="registrationApproved" />;
}
