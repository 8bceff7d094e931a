/// <reference path="./memberspace.d.ts" />
// Must NOT compile (test/unit/hostTypes.test.ts): memberInfo is there only when isLoggedIn is true and the member's
// data is known (null while it could not be loaded).
// expect-error: 'info.memberInfo' is possibly 'null' or 'undefined'
if (window.MemberSpace) {
  const info = window.MemberSpace.getMemberInfo();
  console.log(info.memberInfo.email);
}
