// The popup does its work itself (chrome.scripting from the popup page); the background service worker only
// has to exist: Chromium runs an MV3 extension around it, and tests read the extension's id from its URL.
export default defineBackground(() => {});
