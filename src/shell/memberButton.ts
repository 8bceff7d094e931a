import { effect, signal } from '@preact/signals-react';
import { afterCrash, crashLogLine } from '../core/shell/retrySchedule';
import { memberButtonView, placementKey, type ButtonScreen, type ButtonView } from '../core/shell/memberButtonView';
import { showsReadMe } from '../core/shell/siteSetup';
import type { Logger } from '../core/util/logger';
import { configStatus, hasMenu, isLoggedIn, member, siteConfig } from '../state/store';
import { textsPending } from '../state/textsShowing';
import { showAvatar } from './avatar';
import { shellText as t } from './t';

export interface MemberButtonDeps {
  logger: Logger;
  /** A click: opens the screen. */
  open: (screen: ButtonScreen) => void;
  /** Hover or focus announce a click: the screen's interface and flow start loading then. */
  intent: (screen: ButtonScreen) => void;
}

/**
 * The placement code (shell/buttonPlacement.ts), a chunk of its own: a sign-in link's click on a page without the
 * member button does not download it.
 */
let placement: Promise<typeof import('./buttonPlacement')> | undefined;

/** Editor detection (host/editorDetection.ts), its own chunk: only a broken site setup asks. */
let editorPage: Promise<boolean> | undefined;
const isEditorPage = (logger: Logger) =>
  (editorPage ??= import('../host/editorDetection').then(
    (m) => m.onEditorPage(logger),
    () => false,
  ));

/**
 * The avatar's source needs the MD5 of the e-mail (core/account/md5.ts), which ships with a member's info (loaded
 * with any session): a visitor's page view never downloads it.
 */
const md5 = signal<typeof import('../core/account/md5') | null>(null);
let md5Asked = false;

const SVG = 'http://www.w3.org/2000/svg';
/** The spec's menu icon, as a badge on the member's avatar: the button reads as the member's own. */
function menuBadge(): HTMLSpanElement {
  const badge = document.createElement('span');
  badge.className = 'badge';
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of [
    ['viewBox', '0 0 24 24'],
    ['width', '12'],
    ['height', '12'],
    ['aria-hidden', 'true'],
    ['class', 'menu-icon'],
  ]) {
    svg.setAttribute(name!, value!);
  }
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', 'M4 6h16M4 12h16M4 18h16');
  svg.append(path);
  badge.append(svg);
  return badge;
}

/**
 * The floating member button (part 1 §2), drawn in plain DOM before `anchor` in the widget's shadow root: a page view
 * downloads no Preact for it (the interface loads on the intent to open). 'Sign in' or 'Sign in / Sign up' for a
 * visitor; the member's avatar, with the menu's badge when the site has a member menu, for a member; the 'Read Me'
 * button in its place when the site's setup is broken. It follows the state it reads (signals), stays hidden until
 * placed clear of the page's fixed controls (shell/buttonPlacement.ts), and never throws into the host page: a
 * failure is logged, leaves the button as it was and is tried again (part 1 §4). One element for good: the dialog
 * gives the focus back to the element it came from (ui/Modal.tsx), and a sign-in, a logout, a language or a corner
 * change happen while it is open; a new element would drop the focus to <body>. Returns the removal.
 */
export function installMemberButton(anchor: Element, deps: MemberButtonDeps): () => void {
  const editor = signal<boolean | undefined>(undefined);
  let view: ButtonView = { kind: 'none' };
  let el: HTMLButtonElement | null = null;
  /** The placement the element has ('' when none) and what stops it. */
  let placed = '';
  let stopPlacing = () => {};

  const unplace = () => {
    stopPlacing();
    stopPlacing = () => {};
    placed = '';
  };

  const create = (): HTMLButtonElement => {
    const button = document.createElement('button');
    button.type = 'button';
    const announce = () => view.kind !== 'none' && deps.intent(view.screen);
    button.addEventListener('pointerenter', announce);
    button.addEventListener('focus', announce);
    button.addEventListener('click', () => view.kind !== 'none' && deps.open(view.screen));
    return button;
  };

  const place = (button: HTMLButtonElement, shown: Exclude<ButtonView, { kind: 'none' }>) => {
    unplace();
    placed = placementKey(shown);
    button.className = `member-button ${shown.corner}${shown.kind === 'member' ? ' icon' : ''}`;
    // Hidden until placed (styles: [data-at]): it first shows where it stays. A placement that cannot load or fails
    // (a hostile page) leaves it at its corner's 20 px, shown. Placed afresh while shown, it stays shown.
    let stop = () => {};
    let gone = false;
    stopPlacing = () => {
      gone = true;
      stop();
    };
    placement ??= import('./buttonPlacement');
    placement
      .then(
        (m) => {
          if (!gone) stop = m.keepPlaced(button, shown.corner, shown.offsets);
        },
        (error: unknown) => {
          placement = undefined; // the next button asks again
          throw error;
        },
      )
      .catch((error: unknown) => deps.logger.log('ERROR', 'ERROR_BOUNDARY', 'The member button could not be placed', error))
      .finally(() => !gone && button.setAttribute('data-at', ''));
  };

  const draw = (shown: Exclude<ButtonView, { kind: 'none' }>, button: HTMLButtonElement) => {
    if (shown.kind !== 'member') {
      button.removeAttribute('aria-label');
      button.textContent = t(shown.label); // also takes a member's avatar away
      return;
    }
    button.setAttribute('aria-label', t(shown.label));
    let avatar = button.querySelector<HTMLElement>('.avatar');
    if (!avatar) {
      avatar = document.createElement('span');
      avatar.className = 'avatar';
      button.replaceChildren(avatar); // a visitor's label goes
    }
    const m = member.value;
    const hash = md5.value;
    if (m && !hash && !md5Asked) {
      md5Asked = true;
      import('../core/account/md5').then(
        (module) => (md5.value = module),
        () => (md5Asked = false), // asked again on the next change
      );
    }
    showAvatar(avatar, m && hash ? hash.avatarSource(m) : null, 44);
    const badge = button.querySelector('.badge');
    if (shown.menu && !badge) button.append(menuBadge());
    if (!shown.menu) badge?.remove();
  };

  /** Off the page (kept for its return): shown again, it is placed afresh before it shows. */
  const hide = () => {
    unplace();
    if (!el?.isConnected) return; // once: an old library's remove() throws on a detached element
    el.remove();
    el.removeAttribute('data-at');
  };

  // Part 1 §4, as the interface's error boundary does (ui/ErrorBoundary.tsx): a crash is tried again after the
  // schedule's next delay, then given up; a stable period starts the count again.
  const retry = signal(0);
  let crashes = 0;
  let since = Date.now();
  let retrying: ReturnType<typeof setTimeout> | undefined;
  const crashed = (error: unknown) => {
    const next = afterCrash(crashes, Date.now() - since);
    crashes = next.crashes;
    deps.logger.log('ERROR', 'ERROR_BOUNDARY', crashLogLine('memberButton', next), error);
    if (next.delay === null) return;
    clearTimeout(retrying);
    retrying = setTimeout(() => {
      since = Date.now();
      retry.value++;
    }, next.delay);
  };

  const stopEffect = effect(() => {
    void retry.value;
    try {
      const config = siteConfig.value;
      const broken = showsReadMe(configStatus.value, () => false);
      if (broken) void isEditorPage(deps.logger).then((answer) => (editor.value = answer));
      view = memberButtonView({
        textsPending: textsPending.value,
        broken,
        editor: editor.value,
        button: config?.memberButton,
        createAccount: config?.createAccountButtonAction,
        loggedIn: isLoggedIn.value,
        hasMenu: hasMenu.value,
      });
      if (view.kind === 'none') return hide();
      el ??= create();
      if (!el.isConnected) anchor.before(el);
      if (placed !== placementKey(view)) place(el, view);
      draw(view, el);
    } catch (error) {
      crashed(error);
    }
  });
  return () => {
    clearTimeout(retrying);
    stopEffect();
    hide();
  };
}
