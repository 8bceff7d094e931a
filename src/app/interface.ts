import type { ScreenName } from '../core/shell/screens';
import type { Logger } from '../core/util/logger';
import { markLoad } from '../state/loadedModules';
import type { Services } from '../state/runtimeTypes';

export interface InterfaceLoader {
  /** Loads and mounts the interface (once): the member button, a preview's notice. */
  load: () => void;
  /** The same, for a screen to show: the sign-in flow's chunk is fetched beside the interface's. */
  show: (screen: ScreenName) => void;
}

/**
 * The interface (Preact, screens, styles) is its own chunk: a visitor who opens nothing never waits for it. A load
 * that fails (a dropped connection) is not for good: the next open, or coming back online, asks again. `onMounted`
 * is told once it is mounted.
 */
export function createInterfaceLoader(services: () => Services, logger: Logger, nonce: string | undefined, onMounted = () => {}): InterfaceLoader {
  let ui: Promise<unknown> | null = null;
  let wanted = false;
  const ensure = () => {
    wanted = true;
    if (!ui) markLoad('interface', 'loading');
    return (ui ??= import('../ui/mount')
      .then(({ mountUi }) => {
        mountUi(services(), nonce);
        markLoad('interface', 'installed');
        onMounted(); // a refusing screen is on screen now: the page's loading state goes (host/pageGuard.ts)
      })
      .catch((error: unknown) => {
        ui = null;
        markLoad('interface', 'failed');
        logger.log('ERROR', 'CORE', 'The interface could not load', error);
      }));
  };
  addEventListener('online', () => wanted && void ensure());
  return {
    load: () => void ensure(),
    show: (screen) => {
      void ensure();
      // The login form's chunk (ui/Screen.tsx) is fetched beside the interface's, not after it; the UI reports a
      // failure. Only that flow's: the table of every screen's flow would grow the boot path, and the interface,
      // which loads the others, is usually in already (the member button).
      if (screen === 'login') void import('../ui/screens/flows/signIn').catch(() => undefined);
    },
  };
}
