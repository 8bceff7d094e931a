/**
 * One forum embed on the host page: the site owner's markup, and the mount the widget shows in its place
 * while a member is logged in. The state machine (core/shell/forum.ts) decides; this applies its decisions to the
 * page. The owner's markup is never changed: it is taken out of the page while the mount stands in for it, and
 * put back when the embed is cleared (part 1 §2 "on logout the embed is cleared").
 */
import type { Client } from '../../api/client';
import type { Call } from '../../contract/call';
import {
  FORUMS,
  forumFailureText,
  forumStep,
  initialForumState,
  WEBSITE_TOOLBOX_EMBED_ID,
  type ForumEvent,
  type ForumKind,
  type ForumState,
} from '../../core/shell/forum';
import type { Logger } from '../../core/util/logger';
import type { ForumHosts } from '../../core/shell/forumHosts';
import type { TextKey } from '../../core/texts/texts';

/** On the owner's element and on the mount: where the embed stands (loggedOut, signingIn, signedIn, failed). */
export const STATE_ATTR = 'data-ms-forum-state';
/** Marks the widget's own mount (with the forum kind); nothing inside it is the owner's markup. */
export const MOUNT_ATTR = 'data-ms-forum-embed';
export const ERROR_ATTR = 'data-ms-forum-error';

export interface ForumEnv {
  client: Client;
  hosts: ForumHosts;
  nonce: string | undefined;
  logger: Logger;
  /** A text in the site's language (custom wording, translation, English). */
  text: (key: TextKey) => string;
}

/** What a sign-in may ask while it runs: is it still the embed's current one (no logout, no other member since)? */
export interface SignInEnv extends ForumEnv {
  current: () => boolean;
}

/** One forum service: its integration call, how it signs a member in inside the mount, how it signs out. */
export interface ForumAdapter<Info> {
  kind: ForumKind;
  call: Call<unknown, Info>;
  /** Loads the forum's code and shows it signed in inside `mount`; rejects when the forum cannot load. */
  signIn(mount: HTMLElement, info: Info, env: SignInEnv): Promise<void>;
  /** Signs the browser out of the forum itself, where the forum has a way (best effort, never throws). */
  signOut?(info: Info, env: ForumEnv): void;
}

export interface ForumEmbed {
  readonly host: Element;
  session(memberId: number | null): void;
  /** False once the page removed both the owner's element and the mount (an SPA view went away). */
  connected(): boolean;
  state(): ForumState;
}

export function createForumEmbed<Info>(host: Element, adapter: ForumAdapter<Info>, env: ForumEnv): ForumEmbed {
  const { topic, failure } = FORUMS[adapter.kind];
  let state: ForumState = initialForumState;
  let mount: HTMLElement | null = null;
  /** The integration info of the member the forum was signed in for, to sign the forum out later. */
  let signedInWith: Info | null = null;

  /** The owner's element says loggedOut while it shows; the mount says how the member's forum is doing. */
  const mark = (step: 'loggedOut' | 'signingIn' | 'signedIn' | 'failed') =>
    step === 'loggedOut' ? host.setAttribute(STATE_ATTR, step) : mount?.setAttribute(STATE_ATTR, step);

  function clear(): void {
    if (signedInWith !== null && adapter.signOut) {
      try {
        adapter.signOut(signedInWith, env);
      } catch (error) {
        env.logger.log('WARN', topic, 'Signing out of the forum failed', error);
      }
    }
    signedInWith = null;
    if (mount?.isConnected) mount.replaceWith(host);
    mount = null;
  }

  /** A fresh mount for each sign-in, standing where the owner's element was. */
  function place(): HTMLElement {
    const next = document.createElement('div');
    next.setAttribute(MOUNT_ATTR, adapter.kind);
    const loading = document.createElement('p');
    loading.textContent = env.text('loading');
    next.append(loading);
    next.setAttribute('aria-busy', 'true');
    if (host.isConnected) host.replaceWith(next);
    // Website Toolbox's script looks for its container by id; the owner's element is out of the page now.
    if (adapter.kind === 'websiteToolbox' && !document.getElementById(WEBSITE_TOOLBOX_EMBED_ID)) next.id = WEBSITE_TOOLBOX_EMBED_ID;
    return next;
  }

  function fail(message: string): void {
    if (!mount) return;
    const alert = document.createElement('p');
    alert.setAttribute('role', 'alert');
    alert.setAttribute(ERROR_ATTR, '');
    alert.textContent = message;
    mount.replaceChildren(alert);
    mount.removeAttribute('aria-busy');
  }

  async function signIn(attempt: number): Promise<void> {
    const current = () => state.name === 'loggedIn' && state.attempt === attempt;
    const own = mount;
    const result = await env.client(adapter.call);
    if (!current()) return;
    if (!result.ok) {
      env.logger.log('ERROR', topic, 'The integration information could not be loaded', result.error);
      return apply({ type: 'failed', attempt, error: forumFailureText(result.error, env.text(failure)) });
    }
    signedInWith = result.data;
    try {
      if (!own) throw new Error('No mount to show the forum in');
      await adapter.signIn(own, result.data, { ...env, current });
    } catch (error) {
      env.logger.log('ERROR', topic, 'The forum could not be loaded', error);
      return apply({ type: 'failed', attempt, error: env.text('forumLoadFailed') });
    }
    apply({ type: 'signedIn', attempt });
  }

  function apply(event: ForumEvent): void {
    const transition = forumStep(state, event);
    state = transition.state;
    if (transition.clear) clear();
    if (state.name === 'loggedOut') return mark('loggedOut');
    if (state.name !== 'loggedIn') return;
    if (transition.signIn) {
      mount = place();
      mark('signingIn');
      void signIn(state.attempt).catch((error: unknown) => env.logger.log('ERROR', topic, 'Signing in to the forum failed', error));
      return;
    }
    if (state.step === 'failed') fail(state.error ?? env.text(failure));
    if (state.step === 'signedIn') mount?.removeAttribute('aria-busy');
    mark(state.step);
  }

  return {
    host,
    session: (memberId) => apply({ type: 'session', memberId }),
    connected: () => host.isConnected || (mount?.isConnected ?? false),
    state: () => state,
  };
}
