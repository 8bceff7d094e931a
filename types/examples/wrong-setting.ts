// Must NOT compile (test/unit/hostTypes.test.ts): env is one of the widget's environments.
// expect-error: Type '"prod"' is not assignable to type 'MemberSpaceEnvironment | undefined'
import type { MemberSpaceSettings } from './memberspace';

export const settings: MemberSpaceSettings = { subdomain: 'yoursite', env: 'prod' };
