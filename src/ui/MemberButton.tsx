import { TEXT } from '../core/texts';
import { isLoggedIn, siteConfig } from '../state/store';
import { useServices } from './services';

/** Floating member button (part 1 §2): only when enabled, at its configured corner. */
export function MemberButton() {
  const { navigate } = useServices();
  const config = siteConfig.value;
  if (!config?.memberButton.enabled) return null;
  const loggedIn = isLoggedIn.value;
  const signUpToo = config.createAccountButtonAction.action !== 'off';
  return (
    <button
      type="button"
      className={`member-button ${config.memberButton.position}`}
      onClick={() => navigate(loggedIn ? { name: 'account' } : { name: 'login' })}
    >
      {loggedIn ? TEXT.yourAccount : signUpToo ? TEXT.signInSignUp : TEXT.signIn}
    </button>
  );
}
