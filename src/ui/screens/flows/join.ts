/**
 * The joining flow's chunk: choosing a plan and signing up to it, a free registration, the plan links' redirect and
 * the questionnaire after joining. A visitor who joins downloads no screen of the account or billing, and a member
 * opening their account none of these (issue 38: what a payment journey downloads).
 */
// The screens' rules, shared with the screens chunk (each loads them once); joining's words only (core/texts/joinTexts.ts).
import '../screenStyles';
import '../../joinTexts';
import { PlanLinkRedirect } from '../PlanLinkRedirect';
import { PostJoinQuestionnaire } from '../PostJoinQuestionnaire';
import { RegisterUser } from '../RegisterUser';
import { SignupToPlan } from '../SignupToPlan';
import type { FlowViews } from '../views';

export const VIEWS: FlowViews<'join'> = {
  signupToPlan: SignupToPlan,
  registerUser: RegisterUser,
  planLinkRedirect: PlanLinkRedirect,
  postJoinQuestionnaire: PostJoinQuestionnaire,
};
