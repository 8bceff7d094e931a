import { effect } from '@preact/signals-react';
import { TRACKING_DELAY_MS } from '../core/constants';
import { fillTemplate, type TemplateMember } from '../core/texts/template';
import { renderOwnerHtml } from './ownerHtml';
import { member, siteConfig } from '../state/store';
import type { FeatureContext } from './features';

/**
 * Adds a snippet of the site owner's HTML at the end of the body, as if it were written in the page: its
 * scripts run in order (renderOwnerHtml's fresh copies, run once connected). Unlike embedded content, they
 * carry the loader tag's nonce: running on every page is all a tracking snippet is for, and a site under a
 * nonce-based CSP has no other way to let it run.
 */
export function insertSnippet(html: string, nonce: string | undefined): void {
  const box = document.createElement('div');
  renderOwnerHtml(box, html);
  if (nonce) for (const script of box.querySelectorAll('script')) script.nonce = nonce;
  document.body.append(...box.childNodes);
}

type Snippet = Pick<FeatureContext, 'logger' | 'nonce'>;

function run(kind: 'tracking' | 'conversion', code: string, who: TemplateMember | null, { logger, nonce }: Snippet): void {
  try {
    insertSnippet(fillTemplate(code, who), nonce);
  } catch (error) {
    logger.log('ERROR', 'CORE', `The site's ${kind} code could not run`, error);
  }
}

/** The site's conversion code (site config customThirdPartyIntegration), filled with the member who converted. */
export function runConversionCode(who: TemplateMember | null, context: Snippet): void {
  const code = siteConfig.peek()?.customThirdPartyIntegration.conversionCode;
  if (code) run('conversion', code, who, context);
}

/** Runs `work` 100 ms after the page's load event (at once plus 100 ms when it already happened). */
function afterLoad(work: () => void): void {
  const later = () => setTimeout(work, TRACKING_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/**
 * Tracking snippets (part 1 §1, §3 customThirdPartyIntegration): each member's tracking snippet runs once per page
 * view for that member, 100 ms after the load event or when they log in later; visitors get none (the snippet is
 * the member's: its placeholders are their data), so this module loads only once a member is known
 * (app/deferred.ts). The conversion code follows MemberSpace.conversion (host/conversions.ts).
 */
export function followTracking(context: Snippet): void {
  const ran = new Set<number>();
  afterLoad(() =>
    effect(() => {
      const m = member.value;
      const code = siteConfig.value?.customThirdPartyIntegration.trackingCode;
      if (!m || !code || ran.has(m.id)) return;
      ran.add(m.id);
      run('tracking', code, m, context);
    }),
  );
}
