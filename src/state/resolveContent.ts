import { resolveProtected } from '../contract/content';
import { resolveUntilReady, type Descriptor, type ReadinessOptions, type ResolveResult } from '../core/access/contentRules';
import { CONTENT_READINESS_CHECKS, CONTENT_READINESS_INTERVAL_MS } from '../core/constants';
import type { Runtime } from './runtimeTypes';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Resolves content descriptors in one call (POST /protected/resolve), re-checking what is not ready yet at most
 * 5 times (part 1 §9 content readiness check limit), CONTENT_READINESS_INTERVAL_MS apart.
 */
export function resolveContent(
  runtime: Pick<Runtime, 'client'>,
  descriptors: readonly Descriptor[],
  options: Pick<ReadinessOptions, 'live' | 'onResults'> = {},
): Promise<ResolveResult> {
  return resolveUntilReady((asked) => runtime.client(resolveProtected, { body: { descriptors: asked } }), descriptors, {
    limit: CONTENT_READINESS_CHECKS,
    intervalMs: CONTENT_READINESS_INTERVAL_MS,
    wait: sleep,
    ...options,
  });
}
