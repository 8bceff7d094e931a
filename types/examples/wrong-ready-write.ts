/// <reference path="./memberspace.d.ts" />
// Must NOT compile (test/unit/hostTypes.test.ts): ready is the widget's to set.
// expect-error: Cannot assign to 'ready' because it is a read-only property
if (window.MemberSpace) window.MemberSpace.ready = true;
