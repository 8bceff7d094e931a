import type { RouteOf } from '../../core/screens';
import { Placeholder } from './Placeholder';

export function ConfirmEmailChangeMagic(_: { route: RouteOf<'confirmEmailChangeMagic'> }) {
  return <Placeholder name="confirmEmailChangeMagic" />;
}
