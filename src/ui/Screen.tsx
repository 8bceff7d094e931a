import type { ComponentType } from 'react';
import type { Route, RouteOf, ScreenName } from '../core/screens';
import { Account } from './screens/Account';
import { MembershipDetails } from './screens/MembershipDetails';
import { EditProfile } from './screens/EditProfile';
import { RequestEmailChange } from './screens/RequestEmailChange';
import { ChangePassword } from './screens/ChangePassword';
import { ConfirmEmailChangeMagic } from './screens/ConfirmEmailChangeMagic';
import { ResetPassword } from './screens/ResetPassword';
import { Invitation } from './screens/Invitation';
import { RegistrationApproved } from './screens/RegistrationApproved';
import { ForgottenEmail } from './screens/ForgottenEmail';
import { ForgottenPassword } from './screens/ForgottenPassword';
import { Login } from './screens/Login';
import { Logout } from './screens/Logout';
import { MemberMenu } from './screens/MemberMenu';
import { Placeholder } from './screens/Placeholder';
import { RejectionTagRetry } from './screens/RejectionTagRetry';
import { SiteSetupError } from './screens/SiteSetupError';
import { ContentAccessDenied } from './screens/ContentAccessDenied';
import { NoPublicPlanForContent } from './screens/NoPublicPlanForContent';
import { OutsideViewingWindow } from './screens/OutsideViewingWindow';
import { ProtectedContent } from './screens/ProtectedContent';
import { RegisterUser } from './screens/RegisterUser';
import { PlanLinkRedirect } from './screens/PlanLinkRedirect';
import { SignupToPlan } from './screens/SignupToPlan';
import { PostJoinQuestionnaire } from './screens/PostJoinQuestionnaire';

type Shown = Exclude<ScreenName, 'idle'>;
type Views = { [N in Shown]?: ComponentType<{ route: RouteOf<N> }> };

/** One component per screen of part 1 §2; screens of later issues fall back to the placeholder. */
const VIEWS: Views = {
  login: Login,
  logout: Logout,
  account: Account,
  membershipDetails: MembershipDetails,
  editProfile: EditProfile,
  requestEmailChange: RequestEmailChange,
  changePassword: ChangePassword,
  confirmEmailChangeMagic: ConfirmEmailChangeMagic,
  resetPassword: ResetPassword,
  invitation: Invitation,
  registrationApproved: RegistrationApproved,
  memberMenu: MemberMenu,
  forgottenEmail: ForgottenEmail,
  forgottenPassword: ForgottenPassword,
  siteSetupError: SiteSetupError,
  rejectionTagRetry: RejectionTagRetry,
  contentAccessDenied: ContentAccessDenied,
  noPublicPlanForContent: NoPublicPlanForContent,
  outsideViewingWindow: OutsideViewingWindow,
  protectedContent: ProtectedContent,
  registerUser: RegisterUser,
  planLinkRedirect: PlanLinkRedirect,
  signupToPlan: SignupToPlan,
  postJoinQuestionnaire: PostJoinQuestionnaire,
};

export function Screen({ route }: { route: Exclude<Route, { name: 'idle' }> }) {
  const View = VIEWS[route.name] as ComponentType<{ route: Route }> | undefined;
  return View ? <View route={route} /> : <Placeholder name={route.name} />;
}
