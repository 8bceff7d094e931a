/**
 * The access flow's chunk: what a refused page or content shows (part 1 §2): the invitation to sign up or log in,
 * no public plan for it, outside its viewing window, and the server tag's retry. A visitor who lands on a protected
 * page downloads these and no screen of the account, billing or recovery (core/shell/flows.ts).
 */
// The screens' rules, shared with the other flows (each loads them once); the access screens' words over the
// dialog's, not every screen's (core/texts/accessTexts.ts).
import '../screenStyles';
import '../../accessTexts';
import { ContentAccessDenied } from '../ContentAccessDenied';
import { NoPublicPlanForContent } from '../NoPublicPlanForContent';
import { OutsideViewingWindow } from '../OutsideViewingWindow';
import { RejectionTagRetry } from '../RejectionTagRetry';
import type { FlowViews } from '../views';

export const VIEWS: FlowViews<'access'> = {
  contentAccessDenied: ContentAccessDenied,
  noPublicPlanForContent: NoPublicPlanForContent,
  outsideViewingWindow: OutsideViewingWindow,
  rejectionTagRetry: RejectionTagRetry,
};
