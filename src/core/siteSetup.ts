/**
 * Whether the floating 'Read Me' button shows (part 1 §2): the last site-config answer was a 4xx other than
 * 409 and the page is not a site-builder editor (§6: there the setup-error button is hidden).
 */
export const showsReadMe = (configStatus: number, editorPage: boolean): boolean =>
  configStatus >= 400 && configStatus < 500 && configStatus !== 409 && !editorPage;
