import { array, coerce, enums, literal, number, optional, string, type, union } from 'superstruct';
import type { Infer } from 'superstruct';
import { defineCall } from './call';
import { defaulted, maybe } from './common';

/**
 * Protected content (part 1 §3): the widget asks for content by id plus disposition; the server answers one
 * result per descriptor, in order, discriminated by `type`. Links to /content/{id} use display modes inline,
 * popup, newtab and download; the disposition says which the widget is about to do.
 */
export const ContentDisposition = string(); // 'inline' | 'popup' | 'newtab' | 'download' (unknown kept)
export const ContentDescriptor = type({ id: string(), disposition: defaulted(ContentDisposition, 'inline') });

const base = {
  id: string(),
  disposition: defaulted(ContentDisposition, 'inline'),
  title: maybe(string()),
  /** The display modes the owner allows for this content. */
  displayModes: defaulted(array(string()), []),
};

export const AudioContent = type({ ...base, type: literal('audio'), url: string(), mimeType: maybe(string()) });
/** Embedded code: owner-provided HTML, rendered as is. */
export const CodeContent = type({ ...base, type: literal('code'), html: string() });
export const FileContent = type({ ...base, type: literal('file'), url: string(), fileName: maybe(string()) });
export const ImageContent = type({ ...base, type: literal('image'), url: string(), alt: maybe(string()) });
export const PdfContent = type({ ...base, type: literal('pdf'), url: string() });
export const VideoProvider = enums(['youtube', 'vimeo', 'vimeo-recurring', 'wistia']);
/** url is the provider's embed URL (what the player shows); videoId the provider's id (not read). */
export const VideoContent = type({
  ...base,
  type: literal('video'),
  provider: VideoProvider,
  videoId: maybe(string()),
  url: string(),
});
/**
 * Drip or date window (screen outsideViewingWindow): daysUntilViewable for drip; from / to (ISO) for a fixed
 * start (not yet available), a fixed end (no longer available) or both.
 */
export const OutsideViewingWindowContent = type({
  ...base,
  type: literal('outside-viewing-window'),
  from: maybe(string()),
  to: maybe(string()),
  daysUntilViewable: maybe(number()),
});
/**
 * Access denied: reason is one of part 1 §4's (not_authenticated, no_matching_plan, expired_plan, not_allowed);
 * publicPlanIds are the public plans that would grant access (empty: noPublicPlanForContent).
 */
export const UpsellContent = type({
  ...base,
  type: literal('upsell'),
  reason: defaulted(string(), 'no_matching_plan'),
  publicPlanIds: defaulted(array(string()), []),
});
export const NotFoundContent = type({ ...base, type: literal('not-found') });
/**
 * Anything else (e.g. a video still processing): the server sends type 'unknown' with the raw status, and a
 * result of any other type is coerced to this shape, so the widget can show 'External content {id} is in
 * unknown status {status}.'. A coerced one is marked `foreign`: a type this widget does not know is the
 * server's final answer, not content still processing, so it is not re-checked.
 */
export const UnknownContent = coerce(
  type({ ...base, type: literal('unknown'), status: defaulted(string(), 'unknown'), foreign: optional(literal(true)) }),
  type({ id: string(), type: string() }),
  (value) =>
    value.type === 'unknown'
      ? { ...value, type: 'unknown' as const }
      : { ...value, type: 'unknown' as const, status: value.type, foreign: true as const },
);

export const ProtectedContentResult = union([
  AudioContent,
  CodeContent,
  FileContent,
  ImageContent,
  PdfContent,
  VideoContent,
  OutsideViewingWindowContent,
  UpsellContent,
  NotFoundContent,
  UnknownContent,
]);
export type ProtectedContentResult = Infer<typeof ProtectedContentResult>;

/** Visitors may call it too (their results are upsell with reason not_authenticated unless content is open). */
export const resolveProtected = defineCall({
  method: 'POST',
  path: '/sites/:s/protected/resolve',
  auth: true,
  body: type({ descriptors: array(ContentDescriptor) }),
  response: array(ProtectedContentResult),
});
