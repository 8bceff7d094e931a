/**
 * The dev loop's event stream, shared by its two ends: the dev command's server (fixtures/devEvents.ts, on the
 * fixture CDN origin) and the dev client in the page (src/dev/client.ts).
 */

/** Where the stream is, on the loader's own origin (the fixture CDN). */
export const DEV_EVENTS_PATH = '/__dev/events';

/**
 * `build`: a build was fully written; data is its id (MemberSpace.build). `error`: a build failed; data is the
 * build tool's formatted message. (`error` is also the name EventSource gives its own connection errors: those are
 * plain events, ours carry data.)
 */
export type DevEventName = 'build' | 'error';
