/**
 * The internal log lines part 1 §8 lists (worded after it), and the lines about bad input and fallbacks that
 * diagnostics and tests look for. Other log lines (a module that could not load, a failed check) are written where
 * they are logged.
 */
import { BOOT_LOG_TEXT } from './bootLogMessages';

export { MIGRATION_GUIDE_URL } from './bootLogMessages';

/** Every log line: the boot path's (bootLogMessages.ts) and the rest. */
export const LOG_TEXT = {
  ...BOOT_LOG_TEXT,
  crossOriginTop: 'Cross-origin iframe: cannot read the top location',
  editorDetected: 'Editor page detected',
  providerAlreadyLoaded: 'The payment provider is already loaded on the host site',
  providerInitFailed: 'Failed to initialise the payment provider',
  cannotParseBaseUrl: 'Cannot parse baseUrl',
  customStylesFailed: 'Exception while loading custom styles',
  customStyleSkipped: 'Custom styling entries skipped (unknown element or property, or an unsafe value)',
  fontTimeout: 'The web font did not load in time: the system font stays',
  fontFailed: 'The web font could not load: the system font stays',
  translationFailed: 'The translation could not load: English is used',
} as const;
