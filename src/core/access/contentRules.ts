/**
 * Protected content (part 1 §2 "Protected content", "Content access denied", "Outside viewing window"; §3; §4
 * upsell): which disposition to ask for, what a result makes the widget do, where a refusal leads, which
 * viewing-window message shows, and the readiness re-checks. Pure: the UI and the host layer do the I/O.
 */
import type { ProtectedContentResult } from '../../contract/content';
import type { ApiError } from '../texts/errors';
import { isUnprotected, namesPublicPlan, type AccessRule } from './access';
import { formatDateTime } from '../texts/dates';
import { parseHostPath } from '../shell/hostLinks';
import { sameOriginPath } from '../shell/path';
import { isWebUrl } from '../shell/webUrl';
import type { ContentMode, Route } from '../shell/screens';
import type { TextKey } from '../texts/texts';
import type { Loadable } from '../util/loadable';

export type ContentResult = ProtectedContentResult;
/** How a piece of content is about to be shown: a link's mode, or an inline embed. */
export type ContentDisplay = ContentMode | 'inline';

/** The disposition sent with a descriptor (display modes inline, popup, newtab, download): page mode is a new tab. */
export const dispositionOf = (display: ContentDisplay): string => (display === 'page' ? 'newtab' : display);

/** The kinds whose result carries a file or page URL (a video's is the provider's player). */
type WithUrl = Extract<ContentResult, { url: string }>;
const hasUrl = (result: ContentResult): result is WithUrl => 'url' in result && typeof result.url === 'string';

/**
 * What the protectedContent screen does with a result (part 1 §2: "When ready, download mode downloads the file
 * and view mode opens the URL in a new tab; then it returns to idle"):
 * - `upsell`: a refusal, on to the upsell (signup to the granting plans, or no public plan);
 * - `window`: outside its viewing window, on to that screen;
 * - `open` / `download`: page mode opens the URL in a new tab, download mode downloads the file;
 * - `show`: rendered in the dialog: popup mode, the messages (not found, unknown), and what has no URL to
 *   open or file to download (embedded code in page mode; code and video in download mode).
 */
export type ContentAction =
  | { kind: 'upsell'; route: Route }
  | { kind: 'window'; route: Route }
  | { kind: 'open'; url: string }
  | { kind: 'download'; url: string; fileName: string | null }
  | { kind: 'show' };

export function contentAction(result: ContentResult, mode: ContentMode): ContentAction {
  if (result.type === 'upsell') return { kind: 'upsell', route: upsellRoute(result.publicPlanIds) };
  if (result.type === 'outside-viewing-window') return { kind: 'window', route: viewingWindowRoute(result) };
  // A URL that is not a web address is never followed: shown, the view says it cannot load.
  if (mode === 'popup' || !hasUrl(result) || !isWebUrl(result.url)) return { kind: 'show' };
  if (mode === 'page') return { kind: 'open', url: result.url };
  // A video's URL is the provider's player page, not a file.
  if (result.type === 'video') return { kind: 'show' };
  return { kind: 'download', url: result.url, fileName: result.type === 'file' ? (result.fileName ?? null) : null };
}

export const viewingWindowRoute = (result: Extract<ContentResult, { type: 'outside-viewing-window' }>): Route => ({
  name: 'outsideViewingWindow',
  from: result.from ?? null,
  to: result.to ?? null,
  drip: result.daysUntilViewable ?? null,
});

/**
 * Upsell (part 1 §4): "goes to plan signup in content-access-upsell mode if public plan ids exist, otherwise to
 * noPublicPlanForContent". Ids are kept once each, in the order given.
 */
export function upsellRoute(publicPlanIds: readonly string[]): Route {
  const ids = [...new Set(publicPlanIds.filter(Boolean))];
  return ids.length ? { name: 'signupToPlan', mode: 'CONTENT_ACCESS_UPSELL', selectablePlanIds: ids } : { name: 'noPublicPlanForContent' };
}

/** A public plan as the plan list answers it (relative to the member: canSignUp); id is not in the spec's Plan. */
export interface PublicPlan {
  id?: number | string | null;
  publicId: string;
  type: string;
  enabled: boolean;
  canSignUp: boolean;
}

/**
 * The public plans that would let the member through a page's rule (content access denied on a protected page,
 * part 1 §2 "it looks up which plans grant access"): among the plans the member may join, those the rule names
 * (by plan id or public id), any plan for an authenticated-users rule, free plans for a free-memberships rule,
 * paid plans (one-time, subscription, multi-payment) for a paid-memberships rule. A private plan the rule names
 * is not in the public list, so it is never offered.
 */
export function grantingPlanIds(rule: AccessRule, joinable: readonly PublicPlan[]): string[] {
  if (isUnprotected(rule)) return [];
  return joinable
    .filter((p) => p.enabled && p.canSignUp)
    .filter(
      (p) =>
        rule.authenticatedUsers ||
        (typeof p.id === 'number' && rule.planIds.includes(p.id)) ||
        namesPublicPlan(rule, p.publicId) ||
        (rule.freeMemberships && p.type === 'free') ||
        (rule.paidMemberships && p.type !== 'free'),
    )
    .map((p) => p.publicId);
}

/**
 * A logged-in member on the denied screen for a piece of content, once it is resolved again: a refusal goes on
 * to the upsell; anything else means the content is theirs now (a login in another tab, a plan just joined),
 * so it opens as its link asked.
 */
export function deniedContentNext(result: ContentResult, contentId: string, mode: ContentMode): Route {
  if (result.type === 'upsell') return upsellRoute(result.publicPlanIds);
  if (result.type === 'outside-viewing-window') return viewingWindowRoute(result);
  return { name: 'protectedContent', contentId, mode };
}

/** The route a visitor's log-in button carries as its after-login target (part 1 §2). */
export function loginTarget(contentId: string | undefined, mode: ContentMode | undefined): Route {
  // Content: on to it. A protected page: back to the denied screen, which follows the page's new decision
  // (the page shows, the upsell, or its viewing window) instead of the generic after-login destination.
  return contentId ? { name: 'protectedContent', contentId, mode: mode ?? 'page' } : { name: 'contentAccessDenied' };
}

export interface ViewingWindow {
  from?: string | null | undefined;
  to?: string | null | undefined;
  drip?: number | null | undefined;
}

export interface TextChoice {
  key: TextKey;
  values: Record<string, string | number>;
}

/**
 * The outside-viewing-window message (part 1 §2, four messages). A drip wait wins (the spec's own words); both
 * dates: available only between them; a start only: not yet, from then; an end only: no longer, it was until
 * then. Dates and times in the viewer's locale and time zone (the zone is named, so an event's start is
 * unambiguous). Neither a wait nor a date (a malformed answer): only that it cannot be seen now.
 */
export function viewingWindowText(w: ViewingWindow, locale: string, timeZone?: string): TextChoice {
  if (typeof w.drip === 'number' && w.drip > 0) return { key: 'contentDrip', values: { daysUntilViewable: w.drip } };
  const from = w.from ? formatDateTime(w.from, locale, timeZone) : null;
  const to = w.to ? formatDateTime(w.to, locale, timeZone) : null;
  if (from && to) return { key: 'contentBetween', values: { from, to } };
  if (from) return { key: 'contentNotYet', values: { from } };
  if (to) return { key: 'contentNoLonger', values: { to } };
  return { key: 'contentOutsideWindow', values: {} };
}

/**
 * A result the server has not finished (a video still processing) is type unknown and re-checked a few times;
 * one of a type this widget does not know (`foreign`) is as final as any other.
 */
export const isReady = (result: ContentResult): boolean => result.type !== 'unknown' || result.foreign === true;

export interface Descriptor {
  id: string;
  disposition: string;
}

export type ResolveResult = { ok: true; data: ContentResult[] } | { ok: false; error: ApiError };

export interface ReadinessOptions {
  /** Re-checks of results not yet ready (part 1 §9 content readiness check limit: 5). */
  limit: number;
  intervalMs: number;
  wait: (ms: number) => Promise<void>;
  /** Asked before each re-check: false stops (the embeds left the page, another viewer logged in). */
  live?: () => boolean;
  /** Told after every answer, with what is known so far by descriptor, so what is ready shows at once. */
  onResults?: (results: readonly (ContentResult | undefined)[]) => void;
}

/**
 * Resolves descriptors in one call, then re-checks the results that are not ready (only those, in one call
 * each time) at most `limit` times, `intervalMs` apart. Answers one result per descriptor, in order: the last
 * answer for each (unknown when it never became ready). A failed call ends it with that error; results are
 * matched by position (the contract answers in order) and, if the server answers a different count, by id.
 */
export async function resolveUntilReady(
  resolve: (descriptors: Descriptor[]) => Promise<ResolveResult>,
  descriptors: readonly Descriptor[],
  options: ReadinessOptions,
): Promise<ResolveResult> {
  const results: (ContentResult | undefined)[] = descriptors.map(() => undefined);
  let pending = descriptors.map((_, i) => i);
  for (let check = 0; pending.length; check++) {
    if (check > 0) {
      await options.wait(options.intervalMs);
      if (options.live && !options.live()) break;
    }
    const asked = pending.map((i) => descriptors[i]!);
    const answer = await resolve(asked);
    if (!answer.ok) return answer;
    pending.forEach((index, n) => {
      const d = descriptors[index]!;
      results[index] = answer.data.length === asked.length ? answer.data[n] : answer.data.find((r) => r.id === d.id);
    });
    options.onResults?.(results);
    pending = pending.filter((i) => results[i] === undefined || !isReady(results[i]));
    if (check >= options.limit) break;
  }
  return {
    ok: true,
    data: descriptors.map((d, i) => results[i] ?? { id: d.id, disposition: d.disposition, type: 'not-found', title: null, displayModes: [] }),
  };
}

/** An inline embed's state: the link's text until resolved, then its result, or the call's failure. */
export type EmbedState = Loadable<ContentResult, ApiError>;

/**
 * The content an inline-embed link points at (part 1 §2: "Links to /content/ with an inline display parameter
 * become inline content embeds"; fixture README: `/content/{id}?display=inline`), or null: same origin only, the
 * page-mode path, and the display parameter set to inline.
 */
export function inlineContentId(href: string, base: string): string | null {
  const path = sameOriginPath(href, base);
  const task = path === null ? null : parseHostPath(path);
  if (!task || task.kind !== 'content' || task.mode !== 'page') return null;
  return new URL(href, base).searchParams.get('display') === 'inline' ? task.contentId : null;
}

/** What the denied screen does for a logged-in member on a protected page (no content id). */
export type DeniedPageStep = { go: Route } | { upsell: true };

/**
 * Part 1 §4: "Initial or off on the denied screens returns to idle"; a page that now refuses for another reason
 * (its viewing window, a rejection tag: `decided`, the page decision's screen) goes there; a page that still
 * refuses the member looks up the plans that grant access (the upsell).
 */
export function deniedPageStep(active: boolean, decided: Route | null): DeniedPageStep {
  if (!active || !decided) return { go: { name: 'idle' } };
  return decided.name === 'contentAccessDenied' ? { upsell: true } : { go: decided };
}
