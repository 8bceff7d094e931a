/**
 * The internal log lines part 1 §8 lists (worded after it), and the lines about bad input and fallbacks that
 * diagnostics and tests look for. Other log lines (a module that could not load, a failed check) are written where
 * they are logged.
 */
export const MIGRATION_GUIDE_URL = 'https://developers.memberspace.com/javascript-api/migration-guide';

export const LOG_TEXT = {
  crossOriginTop: 'Cross-origin iframe: cannot read the top location',
  editorDetected: 'Editor page detected',
  providerAlreadyLoaded: 'The payment provider is already loaded on the host site',
  providerInitFailed: 'Failed to initialise the payment provider',
  cannotParseBaseUrl: 'Cannot parse baseUrl',
  cannotDeserializeToken: 'Cannot deserialize the token',
  legacyReadyCallback: `Legacy ready callbacks (MemberSpace.onReady) are no longer supported and will not be called. See the migration guide: ${MIGRATION_GUIDE_URL}`,
  customStylesFailed: 'Exception while loading custom styles',
  customStyleSkipped: 'Custom styling entries skipped (unknown element or property, or an unsafe value)',
  fontTimeout: 'The web font did not load in time: the system font stays',
  fontFailed: 'The web font could not load: the system font stays',
  translationFailed: 'The translation could not load: English is used',
  waitingForBody: 'No body element yet: waiting for it',
  cspBlocked: "The page's Content-Security-Policy refused the widget a resource: add its origin to the directive named",
  notWebUrl: 'Not a web address, not followed',
  malformedCookie: 'The session cookie is malformed: removed, logged out',
  malformedPersisted: 'Persisted state is malformed: removed',
  sessionRefused: 'The server refused the session (expired, revoked or tampered tokens): logged out',
} as const;
