import type { RouteOf } from '../../core/screens';
import { Placeholder } from './Placeholder';

export function Invitation(_: { route: RouteOf<'invitation'> }) {
  return <Placeholder name="invitation" />;
}
