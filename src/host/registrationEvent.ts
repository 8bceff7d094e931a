import type { Logger } from '../core/util/logger';
import type { MemberInfo } from '../core/account/memberInfo';
import { EVENTS, emit } from './events';
import { currentMemberInfo, memberInfoLoaded } from './hostApi';

/** MemberSpace.member.registration's detail (README, "Events after a registration"). */
export interface RegistrationDetail {
  /** The account waits for a site admin's approval: nobody is logged in yet. */
  pendingApproval: boolean;
  /** The address the account was created with. */
  email: string;
  /**
   * The new member as getMemberInfo() gives them: absent while the account awaits approval (nobody is logged in),
   * null if their data could not be loaded.
   */
  memberInfo?: MemberInfo | null;
}

/**
 * Tells the host page that a visitor created an account on the register screen, once per registration: after the
 * new member's session and data are in (so getMemberInfo() already names them), or when the account awaits approval.
 */
export async function announceRegistration(email: string, pendingApproval: boolean, logger: Pick<Logger, 'log'>): Promise<void> {
  // The new member's info needs its module (host/hostApi.ts), which the new session has started loading.
  if (!pendingApproval) await memberInfoLoaded();
  emit(
    EVENTS.registration,
    (): RegistrationDetail => {
      if (pendingApproval) return { pendingApproval, email };
      return { pendingApproval, email, memberInfo: currentMemberInfo().memberInfo ?? null };
    },
    (error) => logger.log('ERROR', 'CORE', `The ${EVENTS.registration} event could not be sent`, error),
  );
}
