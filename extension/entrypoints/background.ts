// Placeholder until the extension issue: the service worker the popup talks to.
export default defineBackground(() => {});
