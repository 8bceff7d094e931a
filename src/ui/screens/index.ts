/**
 * Every screen, by name: the screens' own chunk, loaded on the first open of the modal or an embed (ui/Screen.tsx),
 * so a page view that shows only the member button never downloads them.
 */
import type { ComponentType } from 'react';
import type { RouteOf, ScreenName } from '../../core/shell/screens';
import { Account } from './Account';
import { MembershipDetails } from './MembershipDetails';
import { EditProfile } from './EditProfile';
import { RequestEmailChange } from './RequestEmailChange';
import { ChangePassword } from './ChangePassword';
import { ConfirmEmailChangeMagic } from './ConfirmEmailChangeMagic';
import { ResetPassword } from './ResetPassword';
import { Invitation } from './Invitation';
import { RegistrationApproved } from './RegistrationApproved';
import { ForgottenEmail } from './ForgottenEmail';
import { ForgottenPassword } from './ForgottenPassword';
import { Login } from './Login';
import { Logout } from './Logout';
import { MemberMenu } from './MemberMenu';
import { RejectionTagRetry } from './RejectionTagRetry';
import { SiteSetupError } from './SiteSetupError';
import { ContentAccessDenied } from './ContentAccessDenied';
import { NoPublicPlanForContent } from './NoPublicPlanForContent';
import { OutsideViewingWindow } from './OutsideViewingWindow';
import { ProtectedContent } from './ProtectedContent';
import { RegisterUser } from './RegisterUser';
import { PlanLinkRedirect } from './PlanLinkRedirect';
import { SignupToPlan } from './SignupToPlan';
import { PostJoinQuestionnaire } from './PostJoinQuestionnaire';
import { ChangeCreditCard, Retry3dsPayment, RetryPayment } from './payments';
import { CancelMembership } from './CancelMembership';
import { InvoiceList } from './InvoiceList';
import { InvoiceDetails } from './InvoiceDetails';
import { Diagnostics } from './Diagnostics';

export type Shown = Exclude<ScreenName, 'idle'>;
export type Views = { [N in Shown]: ComponentType<{ route: RouteOf<N> }> };

/** One component per screen of part 1 §2 and part 2 §2: the type requires a view for every screen but idle. */
export const VIEWS: Views = {
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
  changeCreditCard: ChangeCreditCard,
  retryPayment: RetryPayment,
  retry3dsPayment: Retry3dsPayment,
  cancelMembership: CancelMembership,
  invoiceList: InvoiceList,
  invoiceDetails: InvoiceDetails,
  diag: Diagnostics,
};
