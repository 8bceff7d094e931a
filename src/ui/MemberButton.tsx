import { useEffect, useRef, useState } from 'react';
import type { ButtonOffsets } from '../core/shell/buttonOffsets';
import type { Corner } from '../core/shell/buttonPlace';
import { createAccountDestination } from '../core/signin/createAccount';
import type { Shown } from '../core/shell/flows';
import { showsReadMe } from '../core/shell/siteSetup';
import type { Logger } from '../core/util/logger';
import { configStatus, hasMenu, isLoggedIn, siteConfig } from '../state/store';
import { Avatar } from './Avatar';
import { useButtonPlacement } from './useButtonPlacement';
import { ErrorBoundary } from './ErrorBoundary';
import { loadScreens } from './Screen';
import { useServices } from './services';
import { shellText as t } from './t';

const DEFAULT_POSITION: Corner = 'bottomRight';

/** Editor detection (host/editorDetection.ts), its own chunk: only a broken site setup asks (not the sign-in path). */
let editorPage: Promise<boolean> | undefined;
const isEditorPage = (logger: Logger) =>
  (editorPage ??= import('../host/editorDetection').then(
    (m) => m.onEditorPage(logger),
    () => false,
  ));

/**
 * Floating member button (part 1 §2), in its own error boundary so a crash keeps its corner and never takes
 * the open screen with it. The 'Read Me' button takes its place when the site's setup is broken.
 */
export function MemberButton() {
  const { runtime } = useServices();
  const config = siteConfig.value;
  const [editor, setEditor] = useState<boolean>();
  const broken = showsReadMe(configStatus.value, () => false);
  useEffect(() => {
    if (broken) void isEditorPage(runtime.logger).then(setEditor);
  }, [broken]);
  if (broken && editor === undefined) return null; // for the moment the check takes
  if (broken && !editor) {
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
      <FloatingButton
        corner={config.memberButton.position}
        offsets={config.memberButton.offsets}
        signUp={createAccountDestination(config.createAccountButtonAction) !== null}
      />
    </ErrorBoundary>
  );
}

/** Hover and focus announce a click: the flow of the screen it opens starts loading then (ui/Screen.tsx). */
const intent = (name: Shown) => ({ onPointerEnter: () => void loadScreens(name), onFocus: () => void loadScreens(name) });

function FloatingButton({ corner, offsets, signUp }: { corner: Corner; offsets: ButtonOffsets; signUp: boolean }) {
  const { navigate } = useServices();
  const ref = useRef<HTMLButtonElement>(null);
  const loggedIn = isLoggedIn.value;
  useButtonPlacement(ref, corner, offsets, loggedIn);
  const className = `member-button ${corner}`;
  if (!loggedIn) {
    return (
      <button type="button" ref={ref} className={className} {...intent('login')} onClick={() => navigate({ name: 'login' })}>
        {t(signUp ? 'signInSignUp' : 'signIn')}
      </button>
    );
  }
  // Logged in: the member's avatar, a button to the member menu when the site has one (the spec's menu icon, as a
  // badge on the avatar: the button reads as the member's own), else to the account.
  const menu = hasMenu.value;
  const [screen, label] = menu ? (['memberMenu', 'memberMenu'] as const) : (['account', 'yourAccount'] as const);
  return (
    <button
      type="button"
      ref={ref}
      className={`${className} icon`}
      aria-label={t(label)}
      {...intent(screen)}
      onClick={() => navigate({ name: screen })}
    >
      <Avatar size={44} />
      {menu && (
        <span className="badge">
          <MenuIcon />
        </span>
      )}
    </button>
  );
}

function ReadMe() {
  const { navigate } = useServices();
  const ref = useRef<HTMLButtonElement>(null);
  useButtonPlacement(ref, DEFAULT_POSITION, undefined, false);
  return (
    <button
      type="button"
      ref={ref}
      className={`member-button ${DEFAULT_POSITION}`}
      {...intent('siteSetupError')}
      onClick={() => navigate({ name: 'siteSetupError' })}
    >
      {t('readMe')}
    </button>
  );
}

const MenuIcon = () => (
  <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" className="menu-icon">
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);
