import type { ComponentType } from 'react';
import type { Route, RouteOf, ScreenName } from '../core/screens';
import { Account } from './screens/Account';
import { ForgottenEmail } from './screens/ForgottenEmail';
import { ForgottenPassword } from './screens/ForgottenPassword';
import { Login } from './screens/Login';
import { Logout } from './screens/Logout';
import { MemberMenu } from './screens/MemberMenu';
import { Placeholder } from './screens/Placeholder';
import { RejectionTagRetry } from './screens/RejectionTagRetry';
import { SiteSetupError } from './screens/SiteSetupError';

type Shown = Exclude<ScreenName, 'idle'>;
type Views = { [N in Shown]?: ComponentType<{ route: RouteOf<N> }> };

/** One component per screen of part 1 §2; screens of later issues fall back to the placeholder. */
const VIEWS: Views = {
  login: Login,
  logout: Logout,
  account: Account,
  memberMenu: MemberMenu,
  forgottenEmail: ForgottenEmail,
  forgottenPassword: ForgottenPassword,
  siteSetupError: SiteSetupError,
  rejectionTagRetry: RejectionTagRetry,
};

export function Screen({ route }: { route: Exclude<Route, { name: 'idle' }> }) {
  const View = VIEWS[route.name] as ComponentType<{ route: Route }> | undefined;
  return View ? <View route={route} /> : <Placeholder name={route.name} />;
}
