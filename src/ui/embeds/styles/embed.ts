/**
 * Embedded UI (ui/Embed.tsx): the block that replaces a page's embed iframe. Added to the widget's sheet when the
 * embeds chunk loads (ui/embeds/embedStyles.ts), before it mounts any embed, so a sign-in click does not carry them.
 */
export const CSS = `
/* Embedded UI (ui/Embed.tsx): a block where the iframe was, as wide as its container and at least as tall as the
   iframe was drawn (ui/embeds/uiEmbeds.ts sets these custom properties on the host; all:initial does not reset them). */
:host([data-embed]){display:block !important;min-height:var(--ms-embed-min-height,0) !important;max-width:var(--ms-embed-max-width,none) !important}
.embed{position:relative;display:block;container-type:inline-size;min-height:inherit;background:var(--ms-surface);padding:32px 16px 24px}
.embed-screen{margin:0 auto}
/* An embed's frame showing the embedded UI as its page (ui/embeds/mountEmbed.ts mountEmbedPage): the frame's viewport, scrolling. */
:host([data-embed-page]){position:fixed !important;inset:0 !important;z-index:2147483644 !important}
:host([data-embed-page]) .embed{height:100%;overflow:auto}
`;
