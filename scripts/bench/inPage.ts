import type { CDPSession, Page } from '@playwright/test';

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * The value of `expression` in the page (awaited when it is a promise), read through the DevTools protocol's
 * Runtime.evaluate. Not page.evaluate or waitForFunction: their first use on a document compiles Playwright's own
 * injected script in the page (about 20 ms of main thread at normal speed, more at 4x) and then polls on every
 * frame, which during a load lands inside the boot being measured and shows up as the widget's long tasks.
 */
export async function inPage<T>(page: Page, expression: string): Promise<T> {
  let session = sessions.get(page);
  if (!session) sessions.set(page, (session = page.context().newCDPSession(page)));
  const { result, exceptionDetails } = (await (await session).send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })) as {
    result: { value?: unknown };
    exceptionDetails?: { text: string; exception?: { description?: string } };
  };
  if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value as T;
}
