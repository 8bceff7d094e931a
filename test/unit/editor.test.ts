import { describe, expect, it, vi } from 'vitest';
import { editorOf, isEditorPage } from '../../src/core/shell/editor';
import { LOG_TEXT } from '../../src/core/texts/logMessages';
import { createLogger } from '../../src/core/util/logger';
import { showsReadMe } from '../../src/core/shell/siteSetup';

const at = (url: string) => {
  const u = new URL(url);
  return { hostname: u.hostname, pathname: u.pathname, search: u.search };
};

describe('site-builder editor detection (part 1 §1: host and path patterns)', () => {
  it.each([
    ['https://demo.squarespace.com/config/pages', 'Squarespace'],
    ['https://www.yogastudio.com/config/', 'Squarespace'],
    ['https://demo.squarespace.com/?frameId=a1b2c3', 'Squarespace'],
    ['https://editor.wix.com/html/editor/web/renderer/edit/7d3c1f0e?metaSiteId=demo', 'Wix'],
    ['https://www.wix.com/editor/7d3c1f0e', 'Wix'],
    ['https://jane.wixsite.com/yoga?editorSessionId=42', 'Wix'],
    ['https://demo.webflow.io/?edit', 'Webflow'],
    ['https://www.yogastudio.com/classes?edit=1', 'Webflow'],
    ['https://webflow.com/design/demo-yoga', 'Webflow'],
    ['https://demo-yoga.design.webflow.com/', 'Webflow'],
    ['https://yogastudio.com/wp-admin/post.php?post=12&action=edit', 'WordPress'],
    ['https://yogastudio.com/blog/wp-admin/customize.php', 'WordPress'],
    ['https://yogastudio.com/?elementor-preview=12', 'WordPress'],
    ['https://yogastudio.com/about/?fl_builder', 'WordPress'],
    ['https://yogastudio.com/about/?et_fb=1', 'WordPress'],
    ['https://yogastudio.com/?customize_changeset_uuid=abc', 'WordPress'],
    ['https://shop.example.com/?oseid=xyz', 'Shopify'],
  ])('%s is the %s editor', (url, builder) => {
    expect(editorOf(at(url))).toBe(builder);
  });

  it.each([
    'https://demo.squarespace.com/',
    'https://demo.squarespace.com/classes/config-your-mat', // a segment that only contains the word
    'https://jane.wixsite.com/yoga',
    'https://www.wix.com/',
    'https://yogastudio.com/editor/letters', // /editor/ counts only on Wix hosts
    'https://demo.webflow.io/',
    'https://yogastudio.com/design/', // /design/ counts only on webflow.com
    'https://yogastudio.com/wp-content/uploads/a.jpg',
    'https://yogastudio.com/blog/?p=12',
    'https://yogastudio.com/',
  ])('%s is a site, not an editor', (url) => {
    expect(isEditorPage(at(url))).toBe(false);
  });

  it('covers the fixture site-builder editor imitations by their paths (fixtures/site/README.md)', () => {
    expect(isEditorPage(at('http://127.0.0.1:4173/builders/squarespace/config/pages'))).toBe(true);
    expect(isEditorPage(at('http://127.0.0.1:4173/builders/wix/html/editor/web/renderer/edit/7d3c1f0e-demo?metaSiteId=demo'))).toBe(true);
    expect(isEditorPage(at('http://127.0.0.1:4173/builders/webflow/?edit'))).toBe(true);
    expect(isEditorPage(at('http://127.0.0.1:4173/builders/wordpress/wp-admin/post.php?post=12&action=edit'))).toBe(true);
    // …and their published pages are sites.
    for (const path of ['/builders/squarespace/', '/builders/wix/', '/builders/webflow/', '/builders/wordpress/']) {
      expect(isEditorPage(at(`http://127.0.0.1:4173${path}`))).toBe(false);
    }
  });

  it('host and path are compared case-insensitively, with repeated slashes collapsed', () => {
    expect(isEditorPage({ hostname: 'Editor.Wix.COM', pathname: '/' })).toBe(true);
    expect(isEditorPage({ hostname: 'example.com', pathname: '//WP-Admin//post.php' })).toBe(true);
  });
});

describe("the 'Read Me' button (part 1 §2)", () => {
  it('shows when the last config status is 4xx, not 409, and the page is not in the CMS editor', () => {
    expect(showsReadMe(404, () => false)).toBe(true);
    expect(showsReadMe(400, () => false)).toBe(true);
    expect(showsReadMe(403, () => false)).toBe(true);
    expect(showsReadMe(499, () => false)).toBe(true);
  });

  it('not for 409, not for other statuses, not in an editor', () => {
    expect(showsReadMe(409, () => false)).toBe(false);
    for (const status of [0, 200, 304, 399, 500, 503]) expect(showsReadMe(status, () => false)).toBe(false);
    expect(showsReadMe(404, () => true)).toBe(false);
    let asked = 0;
    showsReadMe(200, () => ++asked > 0);
    expect(asked).toBe(0); // a healthy config never runs editor detection
  });
});

describe('editor detection on the page (host/editorDetection.ts)', () => {
  const logger = () => createLogger([], { error() {}, warn() {}, log() {}, debug() {} });
  const fresh = async () => {
    vi.resetModules(); // decided once per page view: each case is a new page
    return (await import('../../src/host/editorDetection')).onEditorPage;
  };
  const win = (url: string, top?: string | 'cross-origin'): Window => {
    const self: { location: unknown; top: unknown } = { location: at(url), top: null };
    self.top =
      top === undefined
        ? self
        : top === 'cross-origin'
          ? {
              get location(): never {
                throw new DOMException('Blocked a frame', 'SecurityError');
              },
            }
          : { location: at(top) };
    return self as unknown as Window;
  };

  it("logs 'editor page detected' under DOM, once", async () => {
    const onEditorPage = await fresh();
    const log = logger();
    expect(onEditorPage(log, win('https://yogastudio.com/wp-admin/post.php?post=1'))).toBe(true);
    expect(onEditorPage(log, win('https://yogastudio.com/wp-admin/post.php?post=1'))).toBe(true);
    expect(log.entries().map(({ level, topic, message, data }) => ({ level, topic, message, data }))).toEqual([
      { level: 'LOG', topic: 'DOM', message: LOG_TEXT.editorDetected, data: 'WordPress' },
    ]);
  });

  it("a framed page asks its top window's location, the editor that frames it", async () => {
    const onEditorPage = await fresh();
    expect(onEditorPage(logger(), win('https://demo.squarespace.com/about', 'https://demo.squarespace.com/config/pages'))).toBe(true);
  });

  it('a cross-origin top cannot be read: logged, and the own location decides', async () => {
    const onEditorPage = await fresh();
    const log = logger();
    expect(onEditorPage(log, win('https://yogastudio.com/about', 'cross-origin'))).toBe(false);
    expect(log.entries().map((e) => [e.topic, e.message])).toEqual([['DOM', LOG_TEXT.crossOriginTop]]);
  });

  it('a plain page is not an editor and logs nothing', async () => {
    const onEditorPage = await fresh();
    const log = logger();
    expect(onEditorPage(log, win('https://yogastudio.com/classes'))).toBe(false);
    expect(log.entries()).toEqual([]);
  });
});
