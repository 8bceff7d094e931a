/**
 * Everything in the contract, for the fixture server and tests. The widget imports the individual files so the
 * embed only bundles the calls it makes; no file here has side effects.
 */
export * from './call';
export * from './bootCalls';
export * from './signInCalls';
export * from './sessionCalls';
export * from './common';
export * from './site';
export * from './auth';
export * from './login';
export * from './registration';
export * from './recovery';
export * from './member';
export * from './memberChanges';
export * from './invitation';
export * from './content';
export * from './pageVisit';
export * from './integrations';
export * from './plans';
export * from './payments';
export * from './memberships';
export * from './retention';
export * from './invoices';
export * from './preview';
export * from './token';
