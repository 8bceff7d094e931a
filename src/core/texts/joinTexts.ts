/**
 * The texts of joining (choosing a plan, signing up, a free registration, the checkout summary, coupons, the
 * questionnaire) and of payments (the card field, a retried payment, the card provider's failures), over the
 * shell's and the dialog's: the joining flow's chunk and payments' install these (ui/joinTexts.ts), so a visitor who
 * joins does not download the words of the account, billing, content or diagnostics (texts.ts). A key used there and
 * missing here still shows: every text then loads (shell/t.ts). test/unit/bundleRules.test.ts checks that every key
 * those chunks name is here.
 */
export const JOIN_TEXT = {
  // custom signup fields (part 1 §3); the empty choice of a dropdown is ours
  chooseOption: 'Choose…',

  // --- register user (part 2 §2, §5) ---
  // Ours: the title, the email verification label and the lead-in of the login link.
  registerTitle: 'Create your account',
  emailVerify: 'Confirm email',
  registerContinue: 'Continue',
  haveAccount: 'Already have an account?',
  logIn: 'Log in',
  verifyMismatch: "Verification doesn't match.",
  abandonSignup: 'Do you really want to abandon your sign-up?',
  pendingApproval:
    "A site admin still needs to approve your account. You'll receive an email when this happens, but until then you will not be able to log in or view any member content.",

  // part 1 §5 captcha
  captchaError: 'Captcha error! Please contact support!',
  captchaNoToken: 'To verify that you are not a robot, please check the box!',

  firstName: 'First name',
  lastName: 'Last name',

  // account (part 1 §2): words joining's modules name as a route or a card (the bundle test counts every literal)
  editProfile: 'Edit your profile',
  changePassword: 'Change your password',

  // --- plan signup, coupons and the post-signup questionnaire (part 2 §2, §4, §8) ---
  // Ours: the heading, the plan and coupon labels, the Apply button and the payment method texts.
  signupTitle: 'Join a plan',
  signupPlanLabel: 'Plan',
  signupPlanPlaceholder: "Select a plan (you won't be charged yet)",
  signupUpsellOne: 'To access this content, please join this plan.',
  signupUpsellMany: 'To access this content, please join one of these plans.',
  signupFinish: 'Please finish signing up',
  signupDontRemind: "Don't remind me again",
  signupReplaces: 'This will replace your subscription to {plan}',
  // ours: the replaced plan when no name for it is known (never its raw id)
  signupReplacedUnknown: 'your current plan',
  signupUpgrade: 'Upgrade Now',
  signupDowngrade: 'Downgrade Now',
  signupSwap: 'Update Subscription',
  signupJoin: 'Join Now',
  signupPurchase: 'Purchase Now',
  signupSubscribe: 'Subscribe Now',
  signupTrial: 'Start your free trial',
  planAlreadyOn: 'You are already on this plan.',
  planNotAvailable: 'Sorry, this plan is not available.',
  paymentMethodLegend: 'Payment method',
  paymentCurrentCard: 'Your {cardBrand} ending in {hint}',
  paymentNewCard: 'A new card',
  // ours: the plan's trial, the order summary and its one line of what joining does (core/signup/checkoutSummary.ts)
  planTrialDays: '{days, plural, one {#-day free trial} other {#-day free trial}}',
  orderDueToday: 'Due today',
  summaryOnce: '{today} today, one payment only',
  summaryMonthly: '{today} today, then {price} a month from {date}',
  summaryYearly: '{today} today, then {price} a year from {date}',
  summaryInstalmentsMonthly: '{today} today, then {count, plural, one {# monthly payment} other {# monthly payments}} of {price} from {date}',
  summaryInstalmentsYearly: '{today} today, then {count, plural, one {# yearly payment} other {# yearly payments}} of {price} from {date}',
  summaryOnDate: '{today} today, then {price} on {date}',
  // the runs that follow the first one, each a line of its own
  summaryThenMonthly: 'Then {price} a month from {date}',
  summaryThenYearly: 'Then {price} a year from {date}',
  summaryThenInstalmentsMonthly: 'Then {count, plural, one {# monthly payment} other {# monthly payments}} of {price} from {date}',
  summaryThenInstalmentsYearly: 'Then {count, plural, one {# yearly payment} other {# yearly payments}} of {price} from {date}',
  // ours: registration for several plans (the choice comes after the account)
  registerPlansNext: "You'll choose your plan once your account is created.",
  couponCode: 'Coupon code',
  couponApply: 'Apply',
  couponLoadFailed: 'Could not load this coupon',
  // ours: a plan's default coupon that failed its check is dropped (docs/architecture.md)
  couponDefaultDropped: 'The coupon {code} was not applied; you can still join at the full price.',
  joinedTitle: 'Thank you for joining!',
  planUpdatedTitle: 'Plan updated!',
  planUpdatedNow: 'Your new plan will take effect immediately.',
  receiptEmailed: 'We have emailed you a receipt.',
  finishProfile: 'Please finish your profile below.',
  allDone: 'All Done',
  questionnaireAccessContent: 'Access Content',
  fillSignupFields: 'Please fill in the sign up fields',
  // --- end of plan signup ---

  // --- cards, retry payment, 3DS and provider errors (part 2 §2, §8) ---
  // Ours: the card field's label, its postal code input, what to do after a refused card, and the nothing-due
  // message (retry 3DS's total line is the invoice's 'Total').
  cardLabel: 'Card details',
  // Ours: the wallets' area above the card field (Apple Pay, Google Pay) and the line between them and the card.
  walletLabel: 'Express checkout',
  walletOrCard: 'or pay by card',
  cardPostalCode: 'ZIP',
  cardTryAnother: 'Try another card.',
  cardTitle: 'Enter your card details below.',
  cardReplaces: 'This will replace your {cardBrand} ending in {last4}.',
  cardFailingTitle: '{firstName}, this is important!',
  cardFailing: 'Your card ({cardBrand} ending in {last4}) keeps failing. Update it below to keep your account active',
  cardUpdate: 'Update Credit Card',
  cardUpdated: 'Your card has been updated.',
  retryTitle: 'Please complete your payment',
  retryNeedsStep: 'Looks like your payment needs an extra step of verification.',
  retryPay: 'Pay {amount}',
  retryPaid: 'Payment Successful',
  retryPaidNewCard: 'Thank you, your card has been updated. We will retry any unpaid subscriptions now!',
  nothingDue: 'There is no payment due for this plan.',
  stripeNotWorking: 'Stripe is not working - Bad API key or account ID?',
  providerNotLoaded: 'Error: Provider not loaded. Please contact support!',
  providerConnection: 'Could not connect to provider. Please try again later or contact support!',
  providerInternal: 'Provider responded with internal error. Please try again later!',
  providerRejected: 'Provider rejected request, please contact support!',
  cardCharge: 'Could not charge card! ({message})',
  providerIdempotency: 'Retry error. Please contact support!',
  providerRateLimit: 'Too many requests! Please wait a few minutes and try again!',
  providerValidation: 'Invalid card data. Please verify the card details!',
  providerUnknown: 'An unknown error occurred ({type}), please contact support!',
  // --- end of cards ---

  done: 'Done',
  invoiceTotal: 'Total',

  // shell
  siteSetupError: "There is a problem with this website's setup, please have the owner contact the support address",
} as const;

export type JoinTextKey = keyof typeof JOIN_TEXT;
