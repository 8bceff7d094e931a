/// <reference path="./memberspace.d.ts" />
// Must NOT compile (test/unit/hostTypes.test.ts): memberInfo is there only when isLoggedIn is true.
// expect-error: 'info.memberInfo' is possibly 'undefined'
if (window.MemberSpace) {
  const info = window.MemberSpace.getMemberInfo();
  console.log(info.memberInfo.email);
}
