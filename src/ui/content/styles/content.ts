/**
 * Protected content (ui/content/ContentView.tsx): in the dialog and in inline embeds on the page. Added to the
 * widget's sheet when the content chunk loads (ui/content/contentStyles.ts), so a sign-in click does not carry them;
 * the inline embed's own box (.content-embed) is the shell's, drawn before that chunk arrives.
 */
export const CSS = `
.content{display:flex;flex-direction:column;gap:12px}
.content img{display:block;max-width:100%;height:auto;margin:0 auto}
.content audio{display:block;width:100%}
.content .video{position:relative;width:100%;aspect-ratio:16/9;background:var(--ms-primary)}
.content .video iframe{position:absolute;inset:0;width:100%;height:100%;border:0}
.content object{display:block;width:100%;height:70vh;min-height:360px;border:1px solid var(--ms-line)}
`;
