import { createAccountDestination } from '../core/signin/createAccount';
import { showsReadMe } from '../core/shell/siteSetup';
import { onEditorPage } from '../host/editorDetection';
import { configStatus, hasMenu, isLoggedIn, siteConfig } from '../state/store';
import { Avatar } from './Avatar';
import { ErrorBoundary } from './ErrorBoundary';
import { loadScreens } from './Screen';
import { useServices } from './services';
import { t } from './t';

const DEFAULT_POSITION = 'bottomRight';

/**
 * Floating member button (part 1 §2), in its own error boundary so a crash keeps its corner and never takes
 * the open screen with it. The 'Read Me' button takes its place when the site's setup is broken.
 */
export function MemberButton() {
  const { runtime } = useServices();
  const config = siteConfig.value;
  if (showsReadMe(configStatus.value, () => onEditorPage(runtime.logger))) {
    return (
      <ErrorBoundary name="readMe" className={`member-button ${DEFAULT_POSITION}`}>
        <ReadMe />
      </ErrorBoundary>
    );
  }
  if (!config?.memberButton.enabled) return null;
  const corner = `member-button ${config.memberButton.position}`;
  return (
    <ErrorBoundary name="memberButton" className={corner}>
      {/* Sign-up is offered exactly when the login screen offers it (a redirect without a URL offers none). */}
      <FloatingButton className={corner} signUp={createAccountDestination(config.createAccountButtonAction) !== null} />
    </ErrorBoundary>
  );
}

/** Hover and focus announce a click: the screens' chunk starts loading then (ui/Screen.tsx). */
const intent = { onPointerEnter: () => void loadScreens(), onFocus: () => void loadScreens() };

function FloatingButton({ className, signUp }: { className: string; signUp: boolean }) {
  const { navigate } = useServices();
  if (!isLoggedIn.value) {
    return (
      <button type="button" className={className} {...intent} onClick={() => navigate({ name: 'login' })}>
        {t(signUp ? 'signInSignUp' : 'signIn')}
      </button>
    );
  }
  if (hasMenu.value) {
    return (
      <button type="button" className={`${className} icon`} aria-label={t('memberMenu')} {...intent} onClick={() => navigate({ name: 'memberMenu' })}>
        <MenuIcon />
      </button>
    );
  }
  return (
    <button type="button" className={`${className} icon`} aria-label={t('yourAccount')} {...intent} onClick={() => navigate({ name: 'account' })}>
      <Avatar size={44} />
    </button>
  );
}

function ReadMe() {
  const { navigate } = useServices();
  return (
    <button type="button" className={`member-button ${DEFAULT_POSITION}`} {...intent} onClick={() => navigate({ name: 'siteSetupError' })}>
      {t('readMe')}
    </button>
  );
}

const MenuIcon = () => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="menu-icon">
    <path d="M3 6h18M3 12h18M3 18h18" />
  </svg>
);
