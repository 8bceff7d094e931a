/**
 * The screens chunk: every screen but sign-in's, joining's, a refused page's, payments' and diagnostics'
 * (core/shell/flows.ts says why one chunk).
 */
// Their rules, added to the widget's sheet as this chunk loads: the shared ones, then the menu's, cancelling's and
// the tables' (payments, diagnostics and joining add the shared ones themselves).
import '../screenStyles';
import '../accountStyles';
import '../tableStyles';
// Their words (shell/t.ts).
import '../../allTexts';
import { ForgottenEmail } from '../ForgottenEmail';
import { ForgottenPassword } from '../ForgottenPassword';
import { ResetPassword } from '../ResetPassword';
import { Account } from '../Account';
import { CancelMembership } from '../CancelMembership';
import { ChangePassword } from '../ChangePassword';
import { ConfirmEmailChangeMagic } from '../ConfirmEmailChangeMagic';
import { EditProfile } from '../EditProfile';
import { InvoiceDetails } from '../InvoiceDetails';
import { InvoiceList } from '../InvoiceList';
import { MemberMenu } from '../MemberMenu';
import { MembershipDetails } from '../MembershipDetails';
import { RequestEmailChange } from '../RequestEmailChange';
import { Invitation } from '../Invitation';
import { RegistrationApproved } from '../RegistrationApproved';
import { ProtectedContent } from '../ProtectedContent';
import { SiteSetupError } from '../SiteSetupError';
import type { FlowViews } from '../views';

export const VIEWS: FlowViews<'screens'> = {
  forgottenEmail: ForgottenEmail,
  forgottenPassword: ForgottenPassword,
  resetPassword: ResetPassword,
  memberMenu: MemberMenu,
  account: Account,
  membershipDetails: MembershipDetails,
  editProfile: EditProfile,
  requestEmailChange: RequestEmailChange,
  changePassword: ChangePassword,
  confirmEmailChangeMagic: ConfirmEmailChangeMagic,
  cancelMembership: CancelMembership,
  invoiceList: InvoiceList,
  invoiceDetails: InvoiceDetails,
  invitation: Invitation,
  registrationApproved: RegistrationApproved,
  protectedContent: ProtectedContent,
  siteSetupError: SiteSetupError,
};
