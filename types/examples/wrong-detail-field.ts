/// <reference path="./memberspace.d.ts" />
// Must NOT compile (test/unit/hostTypes.test.ts): an order has grandTotal, not total.
// expect-error: Property 'total' does not exist on type 'ConversionOrder'
document.addEventListener('MemberSpace.conversion', (e) => console.log(e.detail.order.total));
