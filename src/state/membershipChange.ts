/** What a membership change needs of the runtime: the session's token and the member query. */
export interface MembershipChangeDeps {
  session: { getToken(force?: boolean): Promise<unknown> };
  member: { run(): Promise<void> };
}

/**
 * After the server changed the member's memberships (a join, a payment completed, a card that settled an unpaid
 * plan, a cancellation, a payment whose answer the page never saw): the access token's claim, which page
 * protection, the markers and the menu decide from, still names the old ones. A fresh token first, then the
 * member, so both tell the same at once. The one place every such change goes through.
 */
export async function afterMembershipChange(runtime: MembershipChangeDeps): Promise<void> {
  await runtime.session.getToken(true);
  await runtime.member.run();
}
