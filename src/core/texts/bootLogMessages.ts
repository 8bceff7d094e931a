/**
 * The log lines of logMessages.ts that the boot path writes (the session, persistence, the host API, leaving the
 * page, the page's policy): LOG_TEXT spreads them, so each is written once and the other lines (payments, fonts,
 * custom styles, translations, the editor check) stay out of the boot chunk.
 */
export const MIGRATION_GUIDE_URL = 'https://developers.memberspace.com/javascript-api/migration-guide';

export const BOOT_LOG_TEXT = {
  cannotDeserializeToken: 'Cannot deserialize the token',
  legacyReadyCallback: `Legacy ready callbacks (MemberSpace.onReady) are no longer supported and will not be called. See the migration guide: ${MIGRATION_GUIDE_URL}`,
  waitingForBody: 'No body element yet: waiting for it',
  cspBlocked: "The page's Content-Security-Policy refused the widget a resource: add its origin to the directive named",
  notWebUrl: 'Not a web address, not followed',
  malformedCookie: 'The session cookie is malformed: removed, logged out',
  sessionChunkFailed: 'The session chunk could not load',
  malformedPersisted: 'Persisted state is malformed: removed',
  sessionRefused: 'The server refused the session (expired, revoked or tampered tokens): logged out',
} as const;
