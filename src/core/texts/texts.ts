import { ACCESS_TEXT } from './accessTexts';
import { DIALOG_TEXT } from './dialogTexts';
import { JOIN_TEXT } from './joinTexts';
import { SHELL_TEXT } from './shellTexts';

export { format } from './bootTexts';

/**
 * Every user-facing English string, in the spec's exact words. Screens take strings from here only,
 * so translations (translations/{locale}.json) and custom wording can replace them by key.
 */
export const TEXT = {
  ...SHELL_TEXT,
  ...DIALOG_TEXT,
  ...JOIN_TEXT,
  ...ACCESS_TEXT,

  // avatar (part 1 §5)
  avatarType: 'Please provide a JPG or PNG image',
  avatarTooSmall: 'The file is too small',
  avatarTooLarge: 'The file is too large',
  avatarProcessing: 'Error processing file',
  avatarReading: 'Error reading file',

  // edit profile (part 1 §2); the title and the picture's label are ours
  editProfileTitle: 'Edit profile',
  profileImage: 'Profile picture',
  changePhoto: 'Change photo', // ours: the picture's upload button (the spec names only an avatar upload)
  updateProfile: 'Update profile',

  // invitation (part 1 §2); the title is ours
  invitationTitle: 'Accept your invitation',
  acceptInvitation: 'Accept Invitation',
  invitationLogOutFirst: 'You need to log out before you can accept an invitation',
  invitationInvalid: 'This invitation is no longer valid.',

  continueAs: 'Continue as {email}?', // ours: a link of an account not signed in here asks first
  // --- end of register user ---

  // forgotten email and password (part 1 §2); field labels and the password success text are ours (not shown)
  forgottenEmailTitle: 'Forgot your email?',
  forgottenEmailIntro: 'Enter your information below so we can help you.',
  forgottenEmailSubmit: 'Request help now',
  forgottenEmailDone: "Thank you, we'll reach out to help you as soon as possible.",
  forgottenPasswordTitle: 'Forgot your password?',
  forgottenPasswordSubmit: 'Send me reset instructions',
  forgottenPasswordDone: "Check your email for the password reset link we just sent you. If it isn't there, please check your spam folder.",
  phoneNumber: 'Phone number',
  siteUrl: 'Your website URL',

  changeEmail: 'Change your email',
  profile: 'Profile',
  // account cards and row actions (part 1 §2, §4; part 2 §2); card headings, the cancel link, 'Billing' and
  // the membership details texts are ours (not shown)
  accountBilling: 'Billing',
  accountAccessContent: 'Access Content',
  accountCompletePayment: 'Complete Payment',
  accountRejoin: 'Rejoin',
  accountCancelPlan: 'Cancel plan',
  accountCancelsOn: 'Cancels on {date}',
  accountViewPlanDetails: 'View plan details',
  accountJoinNewPlan: 'Join new plan',
  accountViewOrCancelPlans: 'View or cancel plans',
  accountUpdateCreditCard: 'Update credit card',
  accountViewChargeHistory: 'View charge history',
  accountEditAgency: 'Edit your Agency',
  accountNoPlans: "You don't have any plans yet.",
  accountYourPlans: 'Your plans',
  accountJoinedOn: 'Joined on {date}',
  accountPaymentsMade: '{made} of {required, plural, one {# payment} other {# payments}} made',
  // membership status labels (part 1 §4)
  statusFree: 'Free',
  statusPaid: 'Paid',
  statusOther: 'Other',
  statusOnTrial: 'On Trial',
  statusPastDue: 'Past Due',
  statusUnpaid: 'Unpaid',
  statusExpired: 'Expired',
  statusCanceled: 'Canceled',
  statusIncomplete: 'Incomplete',
  statusPayments: ' ({made} of {required} payments)',

  // email change, password change and reset (part 1 §2); labels, titles and the email-change success text are ours
  newEmail: 'New email',
  currentPassword: 'Current password',
  newPassword: 'New password',
  changeEmailSubmit: 'Update Email',
  changeEmailSent: "We've sent a confirmation link to {newEmail}. Your email address will be updated once you confirm it.",
  confirmEmailTitle: 'Confirm your new email',
  emailUpdated: 'Your email address has been updated.',
  changePasswordSubmit: 'Update Password',
  passwordChanged: 'Your password has been changed.',
  resetPasswordTitle: 'Choose a new password',
  // registration approved (part 1 §2); the title is ours
  registrationApprovedTitle: 'Registration approved',
  registrationLogOutFirst: 'You need to log out before you can continue with the registration',
  registrationFailed: 'Sorry, the registration process cannot be loaded. Please try to log in or contact us ({contactEmail})',
  // ours: the failure on a site without a contact address (no 'contact us ()')
  registrationFailedNoContact: 'Sorry, the registration process cannot be loaded. Please try to log in.',

  // protected content (part 1 §2, §8), beyond the access screens' words (accessTexts.ts). Ours: the member's inline
  // upsell, the download link and the blocked-tab button.
  contentNotFound: 'Sorry, this content ({contentId}) cannot be found',
  contentUnknown: 'Error: External content {id} is in unknown status {type}.',
  contentPdfError: 'An unknown error occurred, please contact support!',
  contentNoAudio: "Your browser doesn't support the audio element.",
  contentUpsell: "Sorry, your current plan doesn't give you access to this content.",
  contentSeePlans: 'See plans',
  contentDownload: 'Download {name}',
  contentReady: 'Your content is ready.',
  contentOpen: 'Open',

  // forum embeds (part 1 §8); the failure to load the forum's own script is ours
  muutIntegrationFailed: 'Failed to get Muut integration information',
  websiteToolboxIntegrationFailed: 'Failed to get Website Toolbox integration information',
  forumLoadFailed: 'The forum could not be loaded. Please try again later.',

  // --- cancel membership, charge history and invoices (part 2 §2) ---
  // Ours (not the spec's): the two text-box labels, the discount offer's words by coupon type
  // (retentionOff*), the charge status labels, 'Load more', the count under the list, the invoice status labels, the totals' labels other
  // than 'paid' and 'due', the billing-date label and the line item period.
  cancelTitle: 'Cancel subscription to {plan}',
  cancelTitleUnnamed: 'Cancel subscription', // ours: only while the member's plans are not known
  cancelSubtitle: 'Before you go - let us try to help you!',
  retentionSupport: 'I need support to help me',
  retentionMessage: 'Your message',
  retentionSupportSend: 'Send message now',
  retentionSupportSent: 'Thank you, we will get back to you shortly.',
  retentionTrial: 'I need more time',
  retentionTrialOffer: 'We can extend your trial by {n} days',
  retentionTrialNow: 'Extend trial now',
  retentionTrialExtended: 'Your trial has been extended successfully.',
  retentionDiscount: 'I need a discount',
  retentionOffOnce: '{amount} off your next payment',
  retentionOffMonth: '{amount} off for 1 month',
  retentionOffMonths: '{amount} off for {n} months',
  retentionOffForever: '{amount} off forever',
  retentionDiscountNow: 'Apply discount now',
  retentionDiscountApplied: 'The discount has been applied successfully.',
  retentionCancel: 'I just want to cancel',
  retentionReason: 'Reason for canceling',
  retentionReasonPlaceholder: 'Type your answer here...',
  retentionCancelNow: 'Cancel subscription',
  retentionCanceled: "Your plan's subscription has been canceled.",
  // Ours: the hint under the cancel screen's button before an offer is chosen, the trial's new end on the
  // outcome of 'Extend trial now', and the outcome's one way on.
  cancelChooseHint: 'Choose an option above.',
  retentionTrialEndsOn: 'Your trial now ends on {date}.',
  chargeHistory: 'Charge History',
  chargeDate: 'Date',
  chargeAmount: 'Amount',
  chargeStatus: 'Status',
  chargeInvoice: 'Invoice',
  chargeDescription: 'Description',
  chargeView: 'View',
  chargesNone: 'No charges found',
  chargesMore: 'Load more',
  chargesShowing: 'Showing {shown} of {total}', // ours: how many charges show, when the server gives the total
  chargeFailed: 'Failed',
  chargePending: 'Pending',
  invoiceId: 'Invoice ID: {id}',
  invoiceDownload: 'Download invoice PDF',
  invoiceSubtotal: 'Subtotal',
  invoiceDiscount: 'Discount',
  invoiceTax: 'Tax',
  invoiceBalance: 'Applied balance',
  invoicePaid: 'paid',
  invoiceDue: 'due',
  invoiceRefunded: 'Refunded',
  invoiceBillTo: 'Bill To',
  invoiceBillFrom: 'Bill From',
  invoiceBillingDate: 'Billing date',
  invoicePeriod: '{from} – {to}',
  invoiceDraft: 'Draft',
  invoiceOpen: 'Open',
  invoiceStatusPaid: 'Paid',
  invoiceUncollectible: 'Uncollectible',
  invoiceVoid: 'Void',
  invoiceUnknown: 'Unknown',
  // --- end of cancel membership, charge history and invoices ---

  // --- diagnostics (part 1 §2) ---
  // Ours, all but the tab names (the spec's): the title, buttons, statuses and the log filter. The tabs' keys and
  // values are the report's own (technical, English in every locale: support reads the same words).
  diagTitle: 'Diagnostics',
  diagGeneral: 'General',
  diagEnv: 'Env',
  diagSiteConfig: 'Site config',
  diagUserStatus: 'User status',
  diagRefreshData: 'Refresh data',
  diagMainHistory: 'Main history',
  diagLogs: 'Logs',
  diagRefreshConfig: 'Refresh site config',
  diagRefreshUser: 'Refresh user data',
  diagRefreshing: 'Refreshing…',
  diagDone: '{what}: done (HTTP {status})',
  diagFailed: '{what}: failed (HTTP {status}) {error}',
  diagTopic: 'Topic',
  diagAllTopics: 'All topics',
  diagNoEntries: 'No entries.',
  diagCopy: 'Copy report',
  diagCopied: 'Copied',
  diagSelectCopy: 'Select the text and copy it',
  diagReport: 'Report',
  // --- end of diagnostics ---

  // --- audience preview (ours) ---
  // The notice while the site's owner previews the page as an audience (browser extension; not in the spec).
  previewNotice: 'Preview: {audience}',
  previewVisitor: 'visitor',
  previewFree: 'free member of {plan}',
  previewPaid: 'paid member of {plan}',
  previewPlan: 'member of {plan}',
  // "joined N days ago" (a drip preview): the member audience above, then the days since joining.
  previewJoined: '{audience}, joined {days, plural, =0 {today} one {# day ago} other {# days ago}}',
  previewExpired: 'Preview expired: shown as a visitor',
  previewEnd: 'End preview',
  // --- end of audience preview ---
} as const;

export type TextKey = keyof typeof TEXT;
