/**
 * Host-site link paths the widget intercepts (part 1 §2 table, part 2 §2), parsed into tasks.
 * Pure: the host layer decides which clicks to look at, this decides what they mean.
 */
export type LinkTask =
  | { kind: 'signIn' }
  | { kind: 'signOut' }
  | { kind: 'account' }
  | { kind: 'editProfile' }
  | { kind: 'signUp'; planId?: string }
  | { kind: 'plans'; planId?: string }
  | { kind: 'allPlans' }
  | { kind: 'agencyUpsell' }
  | { kind: 'diag' }
  | { kind: 'emailChange'; userId: string; magicToken: string }
  | { kind: 'passwordReset'; userId: string; magicToken: string }
  | { kind: 'invitation'; invitationId: string; magicToken: string }
  | { kind: 'registrationApproved'; userId: string; magicToken: string }
  | { kind: 'invoices' }
  | { kind: 'completePayment'; publicPlanId: string }
  | { kind: 'signUpRecover'; planId: string | null; recoveredBy: string }
  | { kind: 'content'; mode: 'page' | 'popup' | 'download'; contentId: string };

const MAGIC: Record<string, 'emailChange' | 'passwordReset' | 'registrationApproved'> = {
  'email-change': 'emailChange',
  'password-reset': 'passwordReset',
  'registration-approved': 'registrationApproved',
};

/** Parses a host path such as /member/sign_in or /content/popup/12; null when it is not the widget's. */
export function parseHostPath(pathname: string): LinkTask | null {
  const parts = pathname
    .split('/')
    .filter(Boolean)
    .map((p) => {
      try {
        return decodeURIComponent(p);
      } catch {
        return p;
      }
    });
  const [root, name, a, b, ...extra] = parts;
  if (root === 'content') {
    if (name === 'popup' || name === 'download') {
      return a && !b ? { kind: 'content', mode: name, contentId: a } : null;
    }
    return name && !a ? { kind: 'content', mode: 'page', contentId: name } : null;
  }
  if (root !== 'member' || !name || extra.length) return null;
  switch (name) {
    case 'sign_in':
      return a ? null : { kind: 'signIn' };
    case 'sign_out':
      return a ? null : { kind: 'signOut' };
    case 'account':
      if (!a) return { kind: 'account' };
      return a === 'edit' && !b ? { kind: 'editProfile' } : null;
    case 'sign_up':
      return b ? null : a ? { kind: 'signUp', planId: a } : { kind: 'signUp' };
    case 'plans':
      if (b) return null;
      if (a === 'all') return { kind: 'allPlans' };
      if (a === 'agency_upsell') return { kind: 'agencyUpsell' };
      return a ? { kind: 'plans', planId: a } : { kind: 'plans' };
    case 'diag':
      return a ? null : { kind: 'diag' };
    case 'invoices':
      return a ? null : { kind: 'invoices' };
    case 'complete-payment':
      return a && !b ? { kind: 'completePayment', publicPlanId: a } : null;
    case 'invitation-accept':
      return a && b ? { kind: 'invitation', invitationId: a, magicToken: b } : null;
    case 'sign-up-recover':
      return a && b ? { kind: 'signUpRecover', planId: a === 'all' ? null : a, recoveredBy: b } : null;
    default: {
      const magic = MAGIC[name];
      return magic && a && b ? { kind: magic, userId: a, magicToken: b } : null;
    }
  }
}
