/**
 * Translators' notes: what an English text means where the words alone allow several readings ('Void' is a
 * cancelled invoice, not 'invalid'; 'Read Me' is a button to a notice, not 'read me'). Every ambiguous text has
 * one (the check below, run by npm test): a short text with a word that is several parts of speech or meanings,
 * and every text that fills, or is filled by, another. The notes are for people and never ship.
 */
import { FILLED_BY } from './rendering';

/** English words that read several ways in a short label: noun or verb, adjective or past tense, or two meanings. */
const AMBIGUOUS_WORDS = new Set(
  'free paid other open void due draft pending failed read apply view done back close refresh report status charge balance total general logs env or copied unknown canceled expired incomplete unpaid visitor required rejoin access zip bill topic'.split(
    ' ',
  ),
);

/** Whether an English text needs a note: short with an ambiguous word, or part of a text filled by another. */
export function needsNote(key: string, english: string): boolean {
  const filled = key in FILLED_BY || Object.values(FILLED_BY).some((by) => Object.values(by).some((keys) => keys.includes(key)));
  if (filled) return true;
  const words =
    english
      .replace(/\{[^{}]*\}/g, ' ')
      .toLowerCase()
      .match(/[a-z]+/g) ?? [];
  return words.length <= 3 && !/[.!?]$/.test(english.trim()) && words.some((w) => AMBIGUOUS_WORDS.has(w));
}

export const NOTES: Readonly<Record<string, string>> = {
  required: "Validation message under an empty field: 'this field is required' (an adjective, not a verb).",
  or: 'Separator between the sign-in form and the sign-up link, lower case, on its own line.',
  accountAccessContent: "Button on a plan's card: go to the content the plan unlocks (verb + noun).",
  accountRejoin: "Button on an ended plan's card: subscribe to the same plan again.",
  accountViewPlanDetails: "Link: show the details of this plan ('view' is a verb).",
  accountViewChargeHistory: "Link: show the list of past payments ('charge' is a noun: a payment taken).",
  statusFree: "Membership status label: the member is on a free plan (not 'released' nor 'available').",
  statusPaid: 'Membership status label: the member is on a paid plan and up to date.',
  statusOther: "Membership status label for any state the widget does not know: 'other status'.",
  statusPastDue: 'Membership status label: a payment is late (overdue), the plan is still active.',
  statusUnpaid: 'Membership status label: payments failed and the plan stopped.',
  statusExpired: "Membership status label: the plan's time ran out.",
  statusCanceled: 'Membership status label: the member or the site ended the plan.',
  statusIncomplete: 'Membership status label: the first payment was not completed (e.g. 3DS not finished).',
  planFreeTrial: 'Label on a plan: the plan starts with a free trial period (noun).',
  contentOpen: "Button: open the member's downloaded content (a verb).",
  signupReplaces:
    "Shown under the plan chooser. {plan} is a plan's name, or the text of 'signupReplacedUnknown' when the name is unknown: word both so that either reads well.",
  signupReplacedUnknown: "Fills {plan} in 'signupReplaces' when the replaced plan's name is unknown: read the two together.",
  orderDueToday: "Order summary label: the amount to pay today ('due' = payable).",
  couponApply: 'Button beside the coupon field: apply the coupon (a verb).',
  allDone: "Button closing the questionnaire after signup: 'finished'.",
  questionnaireAccessContent: "Button after the signup questionnaire: go to the members' content.",
  cardPostalCode: "The card field's postal code input (US 'ZIP code'): use the local word for postcode.",
  retentionDiscountNow: 'Button: accept the discount offered instead of cancelling (a verb).',
  done: "Button closing the cancel screen's outcome: 'close, finished'.",
  chargeHistory: "Title of the list of payments taken from the member ('charge' is a noun).",
  chargeStatus: "Column header in the charge history: the payment's state.",
  chargeView: 'Link in a charge history row: open the invoice (a verb).',
  chargeFailed: 'Charge status: the payment did not go through.',
  chargePending: 'Charge status: the payment is being processed.',
  invoiceTotal: 'Invoice total line (a noun: the sum).',
  invoiceBalance: 'Invoice line: account credit used to pay part of the invoice.',
  invoicePaid: 'Invoice line after the total: the amount already paid (lower case, a label).',
  invoiceDue: 'Invoice line after the total: the amount still to pay (lower case, a label).',
  invoiceBillTo: "Invoice heading above the member's address: the invoice's recipient.",
  invoiceBillFrom: "Invoice heading above the site's address: the invoice's issuer.",
  invoiceDraft: 'Invoice status: not yet finalised.',
  invoiceOpen: 'Invoice status: issued and waiting for payment (not a button).',
  invoiceStatusPaid: 'Invoice status: paid in full.',
  invoiceVoid: "Invoice status: the invoice was cancelled and is owed by no one. Not 'invalid'; use the accounting word for a cancelled invoice.",
  invoiceUnknown: 'Invoice status the widget does not know.',
  diagGeneral: 'Diagnostics tab name: general information (a noun).',
  diagEnv: "Diagnostics tab name, stays 'Env' in every locale (support reads it).",
  diagUserStatus: "Diagnostics tab name: the signed-in user's state.",
  diagRefreshData: 'Diagnostics button: load the data again (a verb).',
  diagLogs: 'Diagnostics tab name: the log entries (a noun).',
  diagRefreshConfig: "Diagnostics button: load the site's configuration again (a verb).",
  diagRefreshUser: "Diagnostics button: load the user's data again (a verb).",
  diagDone: "Diagnostics result: {what} is one of the refresh buttons' labels, {status} an HTTP code.",
  diagFailed: "Diagnostics result: {what} is one of the refresh buttons' labels, {status} an HTTP code, {error} a technical message.",
  diagTopic: "Diagnostics log filter label: the log entry's category.",
  diagCopy: 'Diagnostics button: copy the report to the clipboard (a verb).',
  diagCopied: "Diagnostics button label after copying: 'copied!' (past participle).",
  diagReport: 'Diagnostics: the text area holding the report (a noun).',
  previewNotice:
    "Banner while the site owner previews a page as an audience: {audience} is 'previewVisitor', 'previewFree', 'previewPaid' or 'previewPlan', maybe followed by 'previewJoined'.",
  previewVisitor: "Fills {audience} in 'previewNotice': someone not signed in (lower case, a noun).",
  previewFree: "Fills {audience} in 'previewNotice' and 'previewJoined': a member on the free plan {plan}.",
  previewPaid: "Fills {audience} in 'previewNotice' and 'previewJoined': a member who pays for the plan {plan}.",
  previewPlan: "Fills {audience} in 'previewNotice' and 'previewJoined': a member of the plan {plan}.",
  previewJoined: "{audience} is 'previewFree', 'previewPaid' or 'previewPlan'; the rest says how long ago that member joined.",
  close: "Button closing the widget's window (a verb).",
  back: 'Button going to the previous screen.',
  readMe:
    "Floating button shown when the site's setup is broken; it opens a notice about it. Means 'read this notice' / 'important'. Not a README file, not 'read me'.",
  refresh: 'Button on the error screen: reload the widget (a verb).',
};

/** Keys that need a note and have none, and notes for keys English does not have. */
export function noteProblems(english: Readonly<Record<string, string>>, notes: Readonly<Record<string, string>> = NOTES): string[] {
  const problems: string[] = [];
  for (const [key, text] of Object.entries(english))
    if (needsNote(key, text) && !notes[key]?.trim()) problems.push(`${key}: '${text}' needs a translator's note`);
  for (const key of Object.keys(notes)) if (!(key in english)) problems.push(`${key}: a note for a key English does not have`);
  return problems;
}
