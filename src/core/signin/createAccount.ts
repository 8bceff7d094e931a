import type { ButtonActionConfig } from '../../contract/site';
import type { Destination } from './afterLogin';

/** The site's createAccountButtonAction (part 1 §3), the same shape as the after-registration action. */
export type CreateAccountAction = ButtonActionConfig;

/**
 * What the login screen's sign-up button does (part 1 §2): nothing when off (no button at all), a redirect
 * to the configured URL, or the register screen, offering the configured plans for "show plans".
 * An action the widget does not know is treated as plain registration rather than hiding sign-up.
 */
export function createAccountDestination(config: CreateAccountAction): Destination | null {
  switch (config.action) {
    case 'off':
      return null;
    case 'redirect':
      return config.url ? { url: config.url } : null;
    case 'show_plans':
      return { route: { name: 'registerUser', selectablePlanIds: [...config.publicPlanIds] } };
    default:
      return { route: { name: 'registerUser' } };
  }
}
