/**
 * What a membership's status means beyond its label (core/account/membershipLabel.ts). Live: "only active, trialing and
 * past_due count as live for access" (part 1 §4). Live memberships grant content access (the spec does not show
 * that set for the account's 'Access Content': we take the live ones, so a past-due member keeps their link
 * while the card is retried, as the server keeps their access), are the plans a member holds, and are the
 * "active memberships" of the after-login destination.
 */
export const isLive = (status: string): boolean => ['active', 'trialing', 'past_due'].includes(status);
