import { number, type } from 'superstruct';
import { RequiredString } from './common';

/** The body of a protected page's visit (contract/bootCalls.ts, trackProtectedPageVisit). */
export const ProtectedPageVisit = type({ protectedPageId: number(), pathname: RequiredString });
