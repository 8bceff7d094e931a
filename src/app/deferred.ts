import { computed, effect, type ReadonlySignal } from '@preact/signals-react';
import { ABANDONED_SIGNUP_CHECK_MS } from '../core/constants';
import { isBuiltIn } from '../core/texts/locale';
import type { Logger, Topic } from '../core/util/logger';
import { memberButtonOn } from '../core/shell/memberButtonOn';
import { showsReadMe } from '../core/shell/siteSetup';
import type { FeatureContext } from '../host/features';
import { markLoad, type LoadState } from '../state/loadedModules';
import { followSiteLanguage } from '../state/textsShowing';
import { configStatus, member, preview, protectionMode, siteConfig, tokenMemberId } from '../state/store';
import { protectionActive } from '../core/access/protectionMode';
import * as referrals from '../host/referralSources';
import { followConversions } from '../host/conversions';
import type { InterfaceLoader } from './interface';

/** Something the widget loads or runs after ready, only when the page needs it. */
export interface Deferred {
  name: string;
  /** Read in an effect: the row runs when this is true, and again when what it reads changes while it stays true. */
  when: () => boolean;
  /** Waits this long first; the wait starts again when what `when` reads changes, and stops when it turns false. */
  delayMs?: number;
  /** Runs at most once per page. */
  once?: boolean;
  run: () => Promise<unknown>;
  /** Where a failure is logged, and what it says. */
  topic: Topic;
  failure: string;
}

/** Starts every row: one effect each, one once-only guard, one catch-and-log. */
export function startDeferred(rows: readonly Deferred[], logger: Logger): void {
  for (const row of rows) {
    let ran = false;
    // A once-only row is a module installed for the page: diagnostics show how that went.
    const mark = (state: LoadState) => row.once && markLoad(row.name, state);
    const go = () => {
      if (row.once) ran = true;
      mark('loading');
      row.run().then(
        () => mark('installed'),
        (error: unknown) => {
          mark('failed');
          logger.log('ERROR', row.topic, row.failure, error);
        },
      );
    };
    effect(() => {
      if (ran || !row.when()) return;
      if (!row.delayMs) return void go();
      const timer = setTimeout(go, row.delayMs);
      return () => clearTimeout(timer);
    });
  }
}

/** A session is known (its member's id from the token). */
const memberKnown = () => tokenMemberId.value !== null;

/**
 * The member a check that runs 3 s after mount and after each login is for, or null while none is known or
 * `applies` is false. It changes only when the member does (a login, another member's session) or `applies`
 * turns: a row whose `when` reads it is not scheduled again by a refreshed configuration or member record, which
 * left both as they were (a second check, due while the member stays on the page, is not what part 2 §4 asks).
 */
const checkedMember = (applies: () => boolean): ReadonlySignal<number | null> =>
  computed(() => (memberKnown() && applies() ? tokenMemberId.value : null));

export interface DeferredContext extends FeatureContext {
  ui: InterfaceLoader;
  /** The path an embed's frame shows full page (nobody replaced the frame), else null. */
  framedPath: string | null;
  /** The owner's paywall markup setting (core/access/paywallSetting.ts), resolved. */
  paywallMarkup: boolean;
}

/**
 * What runs or loads later, and when, in the order they start. Referral data, polled on every page, comes in the
 * after-ready chunk with this table; the rest loads only for a page that needs it: tracking for a site that has
 * some, the reminders' checks for a known member (most first visits need neither).
 */
export const deferredRows = (ctx: DeferredContext): Deferred[] => {
  const { runtime, services, logger } = ctx;
  const reminderFor = checkedMember(() => Boolean(siteConfig.value?.allowAbandonedSignupPopup));
  const failedPaymentFor = checkedMember(() => Boolean(member.value?.memberships.some((m) => m.paymentFailure)));
  return [
    {
      // A non-English site's texts load ahead of any click (and are kept with the config): the first open shows
      // them at once, and relabelled links and the member button speak the site language.
      name: 'translations',
      when: () => {
        const locale = siteConfig.value?.locale;
        return Boolean(locale && !isBuiltIn(locale));
      },
      run: () => followSiteLanguage({ cdnBase: runtime.settings.cdnBase, logger, persist: runtime.persist }),
      topic: 'TRANSLATION',
      failure: 'The translation module could not load',
    },
    {
      // An embed's frame nobody replaces (another site's page around it) shows the embedded UI full page.
      name: 'embedPage',
      when: () => ctx.framedPath !== null,
      once: true,
      run: () => import('../ui/embeds/uiEmbeds').then((m) => m.mountEmbedPage(ctx.framedPath!, services, ctx.nonce)),
      topic: 'EMBED',
      failure: 'The interface could not load',
    },
    {
      // Tracking snippets (part 1 §1): their module loads only for a site that has one, once a member is known
      // (visitors get none); a login later on the page loads it then.
      name: 'tracking',
      when: () => Boolean(siteConfig.value?.customThirdPartyIntegration.trackingCode) && memberKnown(),
      once: true,
      run: () => import('../host/tracking').then((m) => m.followTracking(ctx)),
      topic: 'CORE',
      failure: 'The tracking module could not load',
    },
    {
      // The conversion code (part 1 §1): a listener from ready; its module loads at the first conversion.
      name: 'conversions',
      when: () => Boolean(siteConfig.value?.customThirdPartyIntegration.conversionCode),
      once: true,
      run: async () => followConversions(ctx),
      topic: 'CORE',
      failure: 'The conversion code could not be followed',
    },
    {
      // Referral data (part 2 §3, §9): the ad-click cookie is polled on every page.
      name: 'referrals',
      when: () => true,
      once: true,
      run: async () => referrals.install(ctx),
      topic: 'REFERRAL',
      failure: 'The referral module could not load',
    },
    {
      // The member button, or the 'Read Me' button when the site's setup is broken (part 1 §2); an audience
      // preview's notice. A later config refresh that turns the button on, or that answers 4xx, mounts it then.
      // The shell (the button in plain DOM, app/interface.ts) loads here; the interface, with Preact, only on the
      // intent to open it, or for a preview's notice. Editor detection is the member button's own
      // (shell/memberButton.ts): a broken setup seen in an editor costs only the shell's load.
      name: 'interface',
      when: () => memberButtonOn(siteConfig.value) || Boolean(preview.value) || showsReadMe(configStatus.value, () => false),
      run: async () => ctx.ui.load(), // the loader logs a failure and tries again later (app/interface.ts)
      topic: 'CORE',
      failure: 'The interface could not load',
    },
    {
      // Paywall markup for search engines on a page the widget refuses (pages with markers or inline embeds load it
      // as a page feature, app/pageFeatures.ts): installed once, it follows every later decision itself.
      name: 'paywallMarkup',
      when: () => ctx.paywallMarkup && protectionActive(protectionMode.value),
      once: true,
      run: () => import('../host/paywallMarkup').then((m) => m.install(ctx)),
      topic: 'PAGE_PROTECTOR',
      failure: 'The paywall markup module could not load',
    },
    {
      // Decided 3 s after mount, and after each login (part 2 §4, §9).
      name: 'abandonedSignupReminder',
      when: () => reminderFor.value !== null,
      delayMs: ABANDONED_SIGNUP_CHECK_MS,
      run: () => import('../state/reminders').then((m) => m.checkAbandonedSignup(runtime, services.navigate)),
      topic: 'ABANDONED_SIGNUP',
      failure: 'The reminder check failed',
    },
    {
      // The failed-payment popup (part 2 §4): checked as the reminder is, for a member with a payment failure only.
      name: 'failedPaymentPopup',
      when: () => failedPaymentFor.value !== null,
      delayMs: ABANDONED_SIGNUP_CHECK_MS,
      run: () => import('../state/reminders').then((m) => m.checkFailedPayment(runtime, services.navigate)),
      topic: 'PAYMENT',
      failure: 'The failed-payment check failed',
    },
  ];
};
