/**
 * The host-page features that load after ready, in one chunk: each is small (about 1 KB), and one chunk costs one
 * request and one set of imports from the boot chunk instead of one per feature.
 */
export * as markers from '../host/markerVisibility';
export * as memberData from '../host/memberDataBinding';
export * as tracking from '../host/tracking';
export * as referrals from '../host/referralSources';
export * as reminders from '../state/reminders';
