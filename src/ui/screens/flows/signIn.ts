/** The sign-in flow's chunk (core/shell/flows.ts): what a click on a sign-in link downloads, and no other screen. */
// The dialog's chunk first (ui/dialog.ts): its rules before the flow's.
import '../../dialog';
import { Login } from '../Login';
import { Logout } from '../Logout';
import type { FlowViews } from '../views';

export const VIEWS: FlowViews<'signIn'> = { login: Login, logout: Logout };
