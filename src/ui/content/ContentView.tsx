import { useState } from 'react';
import type { AudioContent, FileContent, ImageContent, PdfContent, VideoContent } from '../../contract/content';
import { viewingWindowText, type ContentResult } from '../../core/access/contentRules';
import { isWebUrl } from '../../core/shell/webUrl';
import { uiLocale } from '../../state/textsShowing';
import { isLoggedIn } from '../../state/store';
import { t } from '../../shell/t';
import { CodeView } from './CodeView';
import './contentStyles';
import { DeniedOffer, MemberUpsell, Message, WithContact } from './Offers';

type Of<S extends { TYPE: unknown }> = S['TYPE'];

function Audio({ result }: { result: Of<typeof AudioContent> }) {
  return (
    <audio controls preload="metadata" title={result.title ?? undefined}>
      <source src={result.url} type={result.mimeType ?? undefined} />
      {t('contentNoAudio')}
    </audio>
  );
}

function File({ result }: { result: Of<typeof FileContent> }) {
  const name = result.fileName ?? result.title ?? result.id;
  // A new tab when the file's server shows it instead of saving it: the page the member is on stays.
  return (
    <a className="btn cta" href={result.url} download={result.fileName ?? ''} target="_blank" rel="noopener">
      {t('contentDownload', { name })}
    </a>
  );
}

function Image({ result }: { result: Of<typeof ImageContent> }) {
  return <img src={result.url} alt={result.alt ?? result.title ?? ''} />;
}

/** An embedded viewer; if the file cannot load (missing, refused, blocked by the page's CSP) the spec's message. */
function Pdf({ result }: { result: Of<typeof PdfContent> }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <Message text={t('contentPdfError')} alert />;
  return (
    <object data={result.url} type="application/pdf" title={result.title ?? result.id} onError={() => setFailed(true)}>
      <p role="alert">{t('contentPdfError')}</p>
    </object>
  );
}

/** youtube, vimeo, vimeo-recurring and wistia all play in their own player page, framed from the result's URL. */
function Video({ result }: { result: Of<typeof VideoContent> }) {
  return (
    <div className="video">
      <iframe
        src={result.url}
        title={result.title ?? result.provider}
        data-provider={result.provider}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
      />
    </div>
  );
}

function Body({ result, heading }: { result: ContentResult; heading: boolean }) {
  switch (result.type) {
    case 'audio':
      return <Audio result={result} />;
    case 'code':
      return <CodeView html={result.html} />;
    case 'file':
      return <File result={result} />;
    case 'image':
      return <Image result={result} />;
    case 'pdf':
      return <Pdf result={result} />;
    case 'video':
      return <Video result={result} />;
    case 'outside-viewing-window': {
      const text = viewingWindowText({ from: result.from, to: result.to, drip: result.daysUntilViewable }, uiLocale.value);
      return <Message text={t(text.key, text.values)} heading={heading} />;
    }
    case 'upsell':
      // A visitor is offered to log in or sign up; a member, the plans that grant it.
      return isLoggedIn.value ? (
        <MemberUpsell publicPlanIds={result.publicPlanIds} heading={heading} />
      ) : (
        <DeniedOffer heading={heading} after={{ name: 'idle' }} publicPlanIds={result.publicPlanIds} />
      );
    case 'not-found':
      return <WithContact text={t('contentNotFound', { contentId: result.id })} heading={heading} />;
    case 'unknown':
      return <Message text={t('contentUnknown', { id: result.id, type: result.status })} heading={heading} alert />;
  }
}

/** The kinds of content proper (the rest are messages, which are their own heading). */
const KINDS = new Set(['audio', 'code', 'file', 'image', 'pdf', 'video']);

/**
 * A resolved piece of content (part 1 §3 kinds and result types, §8 messages), for the popup and inline embeds.
 * `heading`: in the dialog, the title (or the message) is the dialog's heading. A visitor's log-in from an
 * inline embed comes back to the page (idle), where the embeds resolve again for the member.
 */
export function ContentView({ result, heading = false }: { result: ContentResult; heading?: boolean }) {
  const broken = 'url' in result && !isWebUrl(result.url);
  return (
    <div className="content" data-content-kind={result.type} data-content-id={result.id}>
      {heading && KINDS.has(result.type) && result.title && <h1>{result.title}</h1>}
      {broken ? <Message text={t('contentPdfError')} alert /> : <Body result={result} heading={heading} />}
    </div>
  );
}
