/** Test access tokens shaped like the server's: a payload with sub, iat, exp and the memberspace claim. */
const b64url = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

export const claimJson = JSON.stringify({ activeMemberships: [], hasActiveFreeMembership: false, hasActivePaidMembership: false });

export const accessTokenFor = (memberId: number | string, extra: Record<string, unknown> = {}): string =>
  `${b64url({ alg: 'HS256' })}.${b64url({ sub: String(memberId), iat: 0, exp: 3600, memberspace: claimJson, ...extra })}.sig`;
