/**
 * Our fixed layers below a provider's overlay while one may be up (ui/providerOverlay.ts, which adds these rules
 * when it loads; data-ms-yield is YIELD_ATTR): the captcha's challenge sits at z-index 2000000000 and the
 * card provider's 3D Secure dialog at 2147483647, both in the page's body. The dialog's backdrop, an embed shown as
 * its frame's page, and the member button and preview note (above our backdrop otherwise) all go under them.
 */
export const CSS = `
:host([data-ms-yield]) .backdrop,:host([data-embed-page][data-ms-yield]){z-index:1999999999 !important}
:host([data-ms-yield]) :is(.member-button,.preview-note){z-index:1999999998}
`;
