import type { ScreenName } from '../core/shell/screens';
import type { Logger } from '../core/util/logger';
import { markLoad } from '../state/loadedModules';
import { nextTask } from '../state/nextTask';
import type { Services } from '../state/runtimeTypes';
import { preview } from '../state/store';

export interface InterfaceLoader {
  /** Loads and mounts the shell (once): the member button; under a preview, the interface too, for its notice. */
  load: () => void;
  /** The interface, for a screen to show: the sign-in flow's chunk is fetched beside the interface's. */
  show: (screen: ScreenName) => void;
  /**
   * Fetches the member button's chunks (the shell and its placement) without mounting anything: at ready, beside the
   * after-ready chunk whose table then mounts them (app/deferred.ts), not once that has arrived and run.
   */
  warm: () => void;
}

const ignore = () => undefined;

/** A chunk loaded (and mounted) once; a failure is marked and logged, and the next call asks again. */
function loadOnce<T>(name: string, failure: string, logger: Logger, load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) markLoad(name, 'loading');
    return (pending ??= load().then(
      (value) => {
        markLoad(name, 'installed');
        return value;
      },
      (error: unknown) => {
        pending = null;
        markLoad(name, 'failed');
        logger.log('ERROR', 'CORE', failure, error);
        throw error;
      },
    ));
  };
}

/**
 * Two chunks: the shell (shell/mountShell.ts: the widget's element and the member button, in plain DOM) when the
 * page shows something, and the interface (Preact, the modal, screens) on the intent to open it (the member button's
 * hover or focus, any open), which renders into the shell. A visitor who opens nothing never downloads Preact. A
 * load that fails (a dropped connection) is not for good: the next open, or coming back online, asks again.
 * `onMounted` is told once the interface is mounted.
 */
export function createInterfaceLoader(services: () => Services, logger: Logger, nonce: string | undefined, onMounted = () => {}): InterfaceLoader {
  const shell = loadOnce('shell', 'The member button could not load', logger, () =>
    import('../shell/mountShell').then((m) =>
      m.mountShell(services().runtime, nonce, {
        open: (screen) => services().navigate({ name: screen }),
        intent: (screen) => void ui().then((m) => m.loadScreens(screen), ignore),
      }),
    ),
  );
  const ui = loadOnce('interface', 'The interface could not load', logger, () =>
    Promise.all([shell(), import('../ui/mount')]).then(async ([mounted, m]) => {
      // The shell's mount and the interface's first render in tasks of their own: together, when both chunks
      // arrive at once (a protected page's first visit), they made one task over 50 ms at 4x CPU.
      await nextTask();
      m.mountUi(services(), mounted);
      onMounted(); // a refusing screen is on screen now: the page's loading state goes (host/pageGuard.ts)
      return m;
    }),
  );
  let wanted: (() => Promise<unknown>) | undefined;
  const want = (load: () => Promise<unknown>) => {
    if (wanted !== ui) wanted = load;
    load().catch(ignore); // logged by loadOnce
  };
  addEventListener('online', () => wanted && want(wanted));
  return {
    load: () => want(preview.peek() ? ui : shell),
    show: (screen) => {
      want(ui);
      // The login form's chunk (ui/Screen.tsx) is fetched beside the interface's, not after it; the UI reports a
      // failure. Only that flow's: the table of every screen's flow would grow the boot path.
      if (screen === 'login') import('../ui/screens/flows/signIn').catch(ignore);
    },
    warm: () => {
      // A failure here is the mount's to report, when it asks again.
      import('../shell/mountShell').catch(ignore);
      import('../shell/buttonPlacement').catch(ignore);
    },
  };
}
