import { number, type } from 'superstruct';
import { defineCall } from './call';
import { Ok, RequiredString } from './common';

/** A page view on a protected page (page protection mode OFF with a page id). Answers {}. */
export const trackProtectedPageVisit = defineCall({
  method: 'POST',
  path: '/sites/:s/track/protectedPageVisit',
  auth: true,
  body: type({ protectedPageId: number(), pathname: RequiredString }),
  response: Ok,
});
