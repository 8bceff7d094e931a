import { describe, expect, it } from 'vitest';
import { budgetLine, layoutShift, longest, otherScreens, overlapping, runningOurs, totalBlockingTime } from '../../scripts/bench/budgets';
import { atBodyEnd, attr, inHead, snippetInstall, withBlockingLoader, withoutInstall } from '../../scripts/bench/hostPage';

describe('long tasks and total blocking time', () => {
  it('keeps the tasks running at some moment of the window, also those begun before it', () => {
    const tasks = [
      [0, 60],
      [100, 70],
      [300, 55],
    ] as const;
    expect(overlapping(tasks, 50, 200)).toEqual([
      [0, 60],
      [100, 70],
    ]);
    expect(overlapping(tasks, 400, 500)).toEqual([]);
    expect(longest(overlapping(tasks, 50, 400))).toBe(70);
    expect(longest([])).toBe(0);
  });
  it('sums what each task blocks beyond 50 ms, counted from first contentful paint to the load end', () => {
    // 120 ms from 0 with FCP at 40: 80 ms inside, 30 blocking; 70 ms at 200: 20; 40 ms at 400: none.
    expect(
      totalBlockingTime(
        [
          [0, 120],
          [200, 70],
          [400, 40],
        ],
        40,
        1000,
      ),
    ).toBe(50);
    // A task past the load end does not count; one cut by it counts up to it.
    expect(totalBlockingTime([[900, 200]], 0, 1000)).toBe(50);
    expect(totalBlockingTime([[1100, 200]], 0, 1000)).toBe(0);
    expect(totalBlockingTime([], 0, 1000)).toBe(0);
  });
  it('adds layout shifts that did not follow input', () => {
    expect(
      layoutShift([
        { value: 0.1, hadRecentInput: false },
        { value: 0.5, hadRecentInput: true },
        { value: 0.05, hadRecentInput: false },
      ]),
    ).toBeCloseTo(0.15);
    expect(layoutShift([])).toBe(0);
  });
});

describe('budget lines', () => {
  it('say ok, EXCEEDED or not measured, then the rule and the figure', () => {
    expect(budgetLine('TBT added', '12 ms', true)).toBe('ok           TBT added: 12 ms');
    expect(budgetLine('TBT added', '80 ms', false)).toBe('EXCEEDED     TBT added: 80 ms');
    expect(budgetLine('TBT added', '–', null)).toBe('not measured TBT added: –');
  });
  it('finds screens of other flows in the chunks fetched for one flow', () => {
    const outputs = {
      'dist/chunk-A.js': { inputs: { 'src/ui/screens/Login.tsx': {}, 'src/ui/form/Form.tsx': {} } },
      'dist/chunk-B.js': { inputs: { 'src/ui/screens/Account.tsx': {}, 'src/ui/payments/pay.ts': {} } },
    };
    const login = (m: string) => m.endsWith('/Login.tsx');
    expect(otherScreens(['chunk-A.js'], outputs, login)).toEqual([]);
    expect(otherScreens(['chunk-A.js', 'chunk-B.js', 'widget.js'], outputs, login)).toEqual(['src/ui/payments/pay.ts', 'src/ui/screens/Account.tsx']);
  });
});

describe('host page variants', () => {
  const page = [
    '<html><head>',
    '  <title>x</title>',
    '<script nonce="n">window.MemberSpace = window.MemberSpace || { subdomain: "demo" };</script>',
    '  <script src="http://127.0.0.1:1/widget/widget.js" data-env="fixture" nonce="n" async></script>',
    '</head><body><p>hi</p></body></html>',
  ].join('\n');
  it('takes our install snippet out, and refuses a page without one', () => {
    const bare = withoutInstall(page);
    expect(bare).not.toContain('widget.js');
    expect(bare).not.toContain('window.MemberSpace');
    expect(bare).toContain('<title>x</title>');
    expect(() => withoutInstall(bare)).toThrow(/no widget loader/);
  });
  it('makes the loader blocking, leaving the rest as it was', () => {
    const blocking = withBlockingLoader(page);
    expect(blocking).toContain('data-env="fixture" nonce="n"></script>');
    expect(blocking).not.toMatch(/\basync\b/);
    expect(blocking.replace('nonce="n"></script>', 'nonce="n" async></script>')).toBe(page);
  });
  it('places a snippet at the end of head or body', () => {
    expect(inHead('<head></head><body></body>', '<script src="a"></script>')).toBe('<head><script src="a"></script>\n</head><body></body>');
    expect(atBodyEnd('<head></head><body></body>', '<x-y></x-y>')).toBe('<head></head><body><x-y></x-y>\n</body>');
    expect(() => inHead('<p>', 'x')).toThrow();
    expect(attr('a"b&<')).toBe('a&quot;b&amp;&lt;');
  });
  it("installs the recommended snippet: the config line, then the built code with the loader's URL retargeted", () => {
    const code = '!function(){var s="https://cdn.example/widget.js";load(s)}();\n';
    const tag = snippetInstall(code, 'https://cdn.example/widget.js', 'http://127.0.0.1:9/widget/widget.js', 'demo');
    expect(tag).toBe(
      '<script>window.MemberSpace = window.MemberSpace || { subdomain: "demo", env: "fixture" };\n' +
        '!function(){var s="http://127.0.0.1:9/widget/widget.js";load(s)}();</script>',
    );
    // A build that no longer names the production URL must not be measured as if it loaded ours.
    expect(() => snippetInstall('load("elsewhere")', 'https://cdn.example/widget.js', 'x', 'demo')).toThrow(/does not load/);
    // A "$&" in the URL is taken as text (String.replace patterns).
    expect(snippetInstall(code, 'https://cdn.example/widget.js', 'http://h/$&', 'demo')).toContain('"http://h/$&"');
  });
});

describe("long tasks running the widget's scripts", () => {
  it("keeps the tasks one of the widget's scripts ran in, by URL and time", () => {
    const tasks = [
      [0, 260], // the host page's first layout: no script of ours in it
      [300, 80], // our boot chunk's evaluation
      [400, 60], // a host script
    ] as const;
    const ours = (url: string) => url.includes('/widget/');
    const scripts = [
      { start: 310, duration: 30, url: 'http://cdn/widget/chunk-A.js' },
      { start: 410, duration: 20, url: 'http://host/app.js' },
      { start: 270, duration: 10, url: 'http://cdn/widget/widget.js' }, // between tasks: in none
    ];
    expect(runningOurs(tasks, scripts, ours)).toEqual([[300, 80]]);
    expect(runningOurs(tasks, [], ours)).toEqual([]);
  });
});
