import type { SiteConfig } from '../../contract/site';

/**
 * Whether the site's config has the member button on (part 1 §2). The after-ready table mounts the shell by it
 * (app/deferred.ts), and the boot fetches the button's chunks by it at ready, beside that table's chunk (app/boot.ts).
 */
export const memberButtonOn = (config: typeof SiteConfig.TYPE | null | undefined): boolean => Boolean(config?.memberButton.enabled);
