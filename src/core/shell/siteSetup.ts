/**
 * Whether the floating 'Read Me' button shows (part 1 §2): the last site-config answer was a 4xx other than
 * 409 and the page is not a site-builder editor (§6: there the setup-error button is hidden).
 */
export const showsReadMe = (configStatus: number, isEditorPage: () => boolean): boolean =>
  // Editor detection reads the page (and its frame's top) and logs: only asked when the status calls for it.
  configStatus >= 400 && configStatus < 500 && configStatus !== 409 && !isEditorPage();
