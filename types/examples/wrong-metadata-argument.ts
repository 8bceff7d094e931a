/// <reference path="./memberspace.d.ts" />
// Must NOT compile (test/unit/hostTypes.test.ts): updateMemberMetadata takes an object, not a string.
// expect-error: Argument of type 'string' is not assignable to parameter of type 'MemberMetadata'
void window.MemberSpace?.updateMemberMetadata('videoTracker');
