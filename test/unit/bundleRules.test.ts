// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALOG_TEXT } from '../../src/core/texts/dialogTexts';
import { ACCESS_TEXT } from '../../src/core/texts/accessTexts';
import { JOIN_TEXT } from '../../src/core/texts/joinTexts';
import { SHELL_TEXT } from '../../src/core/texts/shellTexts';
import { TEXT } from '../../src/core/texts/texts';

/**
 * The chunk graph of the embed (src/README.md), read from esbuild's metafile of a real build (esbuild.mjs, unminified
 * into a temporary folder: the same chunks, faster): what the boot chunk must and must not hold, and which lazy
 * parts stay apart. A module that moves onto the boot path, or a lazy part that starts dragging in another, fails
 * here before `npm run size` notices.
 */
const root = resolve(import.meta.dirname, '../..');
let out = '';
type Chunk = { name: string; entry: string | null; inputs: string[]; imports: string[] };
let chunks: Chunk[] = [];
let manifest: { main: string; boot: string[]; signIn: string[]; chunks: string[] };
let shippedCode: Record<string, string> = {};
/** What each source module imports at run time (type-only imports are gone by then), by path. */
let importsOf: Record<string, string[]> = {};

// Package paths as node_modules/…, whatever folder the build resolved them from.
const clean = (input: string) => (input.includes('node_modules/') ? input.slice(input.lastIndexOf('node_modules/')) : input);

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'bundle-rules-'));
  const meta = join(out, 'meta.json');
  execFileSync(process.execPath, ['esbuild.mjs'], {
    cwd: root,
    env: { ...process.env, MS_OUTDIR: out, MS_META: meta, MS_MINIFY: '0', MS_RENDERER: '' },
    stdio: 'pipe',
  });
  manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8'));
  shippedCode = Object.fromEntries(manifest.chunks.map((file) => [file, readFileSync(join(out, file), 'utf8')]));
  const { inputs, outputs } = JSON.parse(readFileSync(meta, 'utf8')) as {
    inputs: Record<string, { imports: { path: string; kind: string }[] }>;
    outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown>; imports: { path: string; kind: string }[] }>;
  };
  importsOf = Object.fromEntries(Object.entries(inputs).map(([file, i]) => [clean(file), i.imports.map((imp) => clean(imp.path))]));
  const name = (file: string) => relative(out, resolve(root, file));
  chunks = Object.entries(outputs)
    .filter(([file]) => file.endsWith('.js'))
    .map(([file, o]) => ({
      name: name(file),
      entry: o.entryPoint ?? null,
      inputs: Object.keys(o.inputs).map(clean),
      imports: o.imports.filter((i) => i.kind === 'import-statement').map((i) => name(i.path)),
    }));
}, 60_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** The flows that install joining's texts, not every text (core/texts/joinTexts.ts). */
const JOINING = [/^src\/ui\/screens\/flows\/join\.ts$/, /^src\/ui\/payments\/index\.ts$/];
/** The access flow (a refused page or content): its own texts over the dialog's (core/texts/accessTexts.ts). */
const ACCESS = /^src\/ui\/screens\/flows\/access\.ts$/;
const byName = (name: string) => chunks.find((c) => c.name === name)!;
const chunkOf = (input: string) => chunks.find((c) => c.inputs.includes(input))?.name;
const allInputs = () => chunks.flatMap((c) => c.inputs);
/** Everything that loads with a chunk: it and the chunks it imports statically. */
function loadSet(name: string, seen = new Set<string>()): Set<string> {
  if (seen.has(name)) return seen;
  seen.add(name);
  for (const imp of byName(name).imports) loadSet(imp, seen);
  return seen;
}
const inputsOf = (names: Iterable<string>) => [...names].flatMap((n) => byName(n).inputs);
/** The source modules of chunks `names`, without the text tables themselves. */
const sourcesOf = (names: Iterable<string>) => inputsOf(names).filter((i) => i.startsWith('src/') && !/^src\/core\/texts\/\w+Texts?\.ts$/.test(i));
/**
 * The keys of every text that `sources` name but none of `tables` installs: a key named there and missing would show
 * blank until every text came. A literal that happens to equal a key counts too.
 */
function namedBeyond(sources: readonly string[], tables: readonly object[]): string[] {
  const installed = new Set(tables.flatMap((table) => Object.keys(table)));
  const named = new Set(sources.flatMap((file) => [...readFileSync(join(root, file), 'utf8').matchAll(/['"`](\w+)['"`]/g)].map((m) => m[1]!)));
  return Object.keys(TEXT).filter((key) => named.has(key) && !installed.has(key));
}
const bootNames = () => manifest.boot.filter((f) => f !== 'widget.js');
const bootInputs = () => inputsOf(bootNames());
/** What every page view loads: the boot path's chunks and what starts at ready (app/afterReady.ts). */
const pageViewNames = () => new Set([...bootNames(), ...loadSet(entry(/^src\/app\/afterReady\.ts$/).name)]);
/** The lazy entry whose module matches `pattern` (a dynamic import's target). */
function entry(pattern: RegExp): Chunk {
  const found = chunks.find((c) => c.entry && pattern.test(c.entry));
  if (!found) throw new Error(`no lazy entry matches ${pattern}: the list in this test is out of date`);
  return found;
}

// On the boot path: what every page runs before ready (part 1 §1-§9).
const BOOT_NEEDS: Record<string, RegExp> = {
  main: /^src\/main\.ts$/,
  'the host API': /^src\/host\/(.+\/)?hostApi\.ts$/,
  // The session's face: its code loads when a session is restored or begins (the chunk below, LATER).
  'the session': /^src\/state\/lazySession\.ts$/,
  'page protection': /^src\/host\/(.+\/)?pageProtector\.ts$/,
  'member links': /^src\/host\/(.+\/)?links\.ts$/,
  'the API client': /^src\/api\//,
  'signals without Preact': /^node_modules\/@preact\/signals-core\//,
};

// Off the boot path: what loads later, only on the pages that need it.
const LATER: Record<string, RegExp> = {
  Preact: /^node_modules\/preact\//,
  "Preact's signals integration": /^node_modules\/@preact\/signals\//,
  'the interface (src/ui/)': /^src\/ui\//,
  'the shell (src/shell/)': /^src\/shell\//,
  "the interface's signals": /^src\/ui-signals\.ts$/,
  Stripe: /^node_modules\/@stripe\//,
  'payments state': /^src\/state\/(.+\/)?deferredPayment\.ts$/,
  diagnostics: /^src\/(.+\/)?(diagnostics\/|diagnosticsReport\.ts$)/,
  'forum integrations': /^src\/host\/forums\/(?!selector\.ts$)/,
  'content viewers': /^src\/(core|state)\/(.+\/)?(contentRules|resolveContent)\.ts$/,
  "the interface's texts": /^src\/core\/(.+\/)?texts\.ts$/,
  translations: /^src\/(core|state)\/(.+\/)?translations?\.ts$/,
  'sign-up and purchase': /^src\/(core|state|host)\/(.+\/)?(signup|signupLoads|purchaseEvent|purchaseAnnouncement)\.ts$/,
  reminders: /^src\/(core|state)\/(.+\/)?(reminders|abandonedSignup|abandonedSignupCheck|failedPayment|failedPaymentCheck)\.ts$/,
  'tracking and referrals': /^src\/(core|state|host)\/(.+\/)?(tracking|referralData|referralStore|referralSources)\.ts$/,
  'markers and member data': /^src\/(core|host)\/(.+\/)?(markers|memberData|markerVisibility|memberDataBinding)\.ts$/,
  'the owner preview': /^src\/(core|state)\/(.+\/)?(previewEntry|applyPreview)\.ts$/,
  'what starts at ready': /^src\/(app|host)\/(afterReady|deferred|pageFeatures|features|navLabels|msopen)\.ts$/,
  // Issue 38: the page settings' check only logs, for the owner: at ready (app/afterReady.ts).
  "the page settings' check": /^src\/core\/shell\/pageConfig\.ts$/,
  "later screens' contracts": /^src\/contract\/(plans|payments|invoices|memberships|retention|recovery|invitation|content|integrations)\.ts$/,
  // Issue 38: the contract's chunk loads beside a first visit's requests, never for a returning visitor's sealed boot.
  superstruct: /^node_modules\/superstruct\//,
  "the boot calls' structs": /^src\/contract\/(chunk|site|member|auth|common|pageVisit)\.ts$/,
  'superstruct helpers': /^src\/core\/util\/ownRecord\.ts$/,
  // A member's info for the host page and the avatar's MD5: loaded with a session (host/hostApi.ts), not by visitors.
  "a member's info": /^src\/core\/account\/(hostMemberInfo|memberInfo|md5)\.ts$/,
  // Issue 38: the card provider's and the captcha's scripts and keys, for the screens that load them.
  "third parties' scripts and keys": /^src\/core\/shell\/thirdParties\.ts$/,
  // Issue 38: a session's code (tokens in and out, renewal, logout, the token cookies' writing), loaded when a session
  // is restored or begins (state/lazySession.ts): a visitor without one never downloads it.
  "a session's code": /^src\/(state\/(session|sessionChunk|tokenCookies)|core\/signin\/(cookies|tokenRenewal)|contract\/sessionCalls)\.ts$/,
};

describe("the lazy chunks that may load before ready: the contract's (contract/chunk.ts), a member's info, a session's code", () => {
  it("is one chunk with superstruct and the boot calls' structs, and loads neither the after-ready chunk nor the interface", () => {
    const contract = entry(/^src\/contract\/chunk\.ts$/);
    const loads = [...loadSet(contract.name)].filter((n) => !bootNames().includes(n));
    const inputs = inputsOf(loads);
    // The entry may be a facade over the chunk that holds it all (modules that use superstruct import it at build).
    expect(loads.length, loads.join(', ')).toBeLessThanOrEqual(2);
    for (const module of ['node_modules/superstruct/dist/index.mjs', 'src/contract/site.ts', 'src/contract/member.ts', 'src/contract/auth.ts']) {
      expect(inputs, module).toContain(module);
    }
    expect(inputs).not.toContain('src/app/afterReady.ts');
    expect(inputs.filter((i) => i.startsWith('src/ui/') || i.startsWith('node_modules/preact/'))).toEqual([]);
  });

  it("is not loaded by what every page view of a returning visitor loads: the after-ready chunk, a site's translation", () => {
    for (const pattern of [/^src\/app\/afterReady\.ts$/, /^src\/state\/translations\.ts$/]) {
      const inputs = inputsOf([...loadSet(entry(pattern).name)].filter((n) => !bootNames().includes(n)));
      expect(
        inputs.filter((i) => i.includes('superstruct') || i.startsWith('src/contract/')),
        String(pattern),
      ).toEqual([]);
    }
  });

  it("and a member's info (loaded with a session, before a member's ready) is one chunk of its own the same way", () => {
    const info = entry(/^src\/core\/account\/hostMemberInfo\.ts$/);
    const loads = [...loadSet(info.name)].filter((n) => !bootNames().includes(n));
    const inputs = inputsOf(loads);
    expect(loads.length, loads.join(', ')).toBeLessThanOrEqual(2);
    expect(inputs).toEqual(expect.arrayContaining(['src/core/account/md5.ts', 'src/core/account/memberInfo.ts']));
    expect(inputs).not.toContain('src/app/afterReady.ts');
    expect(inputs.filter((i) => i.startsWith('src/ui/') || i.startsWith('node_modules/'))).toEqual([]);
  });

  // Issue 38: a member's boot restores the session with it, before ready: one request, not the after-ready chunk too.
  it("and a session's code (loaded to restore a session, before a member's ready) is one chunk of its own the same way", () => {
    const session = entry(/^src\/state\/sessionChunk\.ts$/);
    const loads = [...loadSet(session.name)].filter((n) => !bootNames().includes(n));
    const inputs = inputsOf(loads);
    expect(loads.length, loads.join(', ')).toBeLessThanOrEqual(2);
    expect(inputs).toEqual(expect.arrayContaining(['src/state/session.ts', 'src/state/tokenCookies.ts', 'src/core/signin/cookies.ts']));
    expect(inputs).not.toContain('src/app/afterReady.ts');
    expect(inputs.filter((i) => i.startsWith('src/ui/') || i.startsWith('node_modules/'))).toEqual([]);
  });
});

describe('the boot chunk', () => {
  it('is one chunk: the boot path is the loader and one chunk (boot-graph.ts), which the loader imports without a facade', () => {
    expect(manifest.boot).toEqual(['widget.js', manifest.main]);
    expect(manifest.main).toMatch(/^chunk-.*\.js$/);
    expect(byName(manifest.main).inputs).toEqual(expect.arrayContaining(['src/main.ts', 'src/app/boot.ts']));
  });

  it('holds what every page needs before ready', () => {
    const boot = bootInputs();
    for (const [what, pattern] of Object.entries(BOOT_NEEDS)) {
      expect(
        boot.filter((i) => pattern.test(i)),
        `${what} (${pattern}) on the boot path`,
      ).not.toEqual([]);
    }
  });

  it('holds nothing that loads later', () => {
    const boot = bootInputs();
    const inputs = allInputs();
    for (const [what, pattern] of Object.entries(LATER)) {
      // A pattern that matches nothing any more (a module renamed) would pass for nothing: it must be updated.
      expect(
        inputs.filter((i) => pattern.test(i)),
        `${what} (${pattern}) is in the build`,
      ).not.toEqual([]);
      expect(
        boot.filter((i) => pattern.test(i)),
        `${what} must not be on the boot path`,
      ).toEqual([]);
    }
  });

  // What only runs after ready or on a click stays off the boot path: a member link's task and the after-login
  // destination (app/linkTasks.ts) ride in the after-ready chunk, loaded at ready on every page (a click before ready
  // fetches it early, so a click after ready fetches nothing); the constants and log lines only later parts read
  // load with those parts (the boot path reads core/bootConstants.ts and core/texts/bootLogMessages.ts, which
  // constants.ts and LOG_TEXT spread).
  it('leaves link tasks, the later constants and the later log lines off the boot path', () => {
    const after = chunkOf('src/app/afterReady.ts')!;
    const boot = bootInputs();
    for (const input of ['src/core/shell/tasks.ts', 'src/core/signin/afterLogin.ts', 'src/core/constants.ts', 'src/core/texts/logMessages.ts']) {
      expect.soft(allInputs(), `${input} is in the build`).toContain(input);
      expect.soft(boot, `${input} must not be on the boot path`).not.toContain(input);
    }
    for (const input of ['src/core/shell/tasks.ts', 'src/core/signin/afterLogin.ts', 'src/app/linkTasks.ts']) {
      expect.soft(chunkOf(input), `${input} in the after-ready chunk`).toBe(after);
    }
  });

  // esbuild puts its CommonJS interop helpers in the chunk every other imports, the boot chunk: a package bundled from
  // its CommonJS file (Stripe's `pure` entry, before it was imported by its .mjs path) costs every page view for the
  // sake of one lazy chunk.
  it('carries no CommonJS interop: every package is bundled from its ES module', () => {
    for (const [file, code] of Object.entries(shippedCode)) {
      expect.soft(code, `${file} holds CommonJS interop`).not.toMatch(/\b__(commonJS|toESM|require)\b/);
    }
  });
});

describe('the lazy chunks', () => {
  it('the interface is one chunk, the only one with Preact (ui-graph.ts)', () => {
    const ui = chunkOf('src/ui/mount.ts')!;
    for (const input of ['src/ui/App.tsx', 'src/ui/Screen.tsx', 'src/ui/ErrorBoundary.tsx', 'src/ui-signals.ts']) {
      expect(chunkOf(input), input).toBe(ui);
    }
    const withPreact = chunks.filter((c) => c.inputs.some((i) => LATER.Preact!.test(i))).map((c) => c.name);
    expect(withPreact).toEqual([ui]);
    const held = byName(ui).inputs;
    for (const [what, pattern] of Object.entries({
      screens: /^src\/ui\/screens\//,
      payments: /^src\/ui\/payments\/|^node_modules\/@stripe\//,
      diagnostics: LATER.diagnostics!,
      'content viewers': /^src\/ui\/content\//,
      'forum integrations': LATER['forum integrations']!,
    })) {
      expect(
        held.filter((i) => pattern.test(i)),
        `${what} stay out of the interface chunk`,
      ).toEqual([]);
    }
  });

  // What a sign-in click downloads (its 25 KB gzip budget, issue 21) carries no part only some pages or screens need:
  // the embedded UI loads with the page's embeds or an embed's frame (ui/embeds/uiEmbeds.ts), the other screens'
  // rules with their chunk (ui/screens/screenStyles.ts, added to the widget's sheet then).
  it("the interface chunk holds neither the embedded UI nor the other screens' rules", () => {
    const held = byName(chunkOf('src/ui/mount.ts')!).inputs;
    const apart = ['src/ui/Embed.tsx', 'src/ui/embeds/embedServices.ts', 'src/ui/embeds/mountEmbed.ts', 'src/ui/screens/screenStyles.ts'];
    for (const input of apart) {
      expect.soft(allInputs(), `${input} is in the build`).toContain(input);
      expect.soft(held, `${input} stays out of the interface chunk`).not.toContain(input);
    }
    // The embedded UI is one chunk with the embeds' feature, which an embed's frame loads too (app/deferred.ts).
    const embeds = entry(/^src\/ui\/embeds\/uiEmbeds\.ts$/).name;
    for (const input of ['src/ui/Embed.tsx', 'src/ui/embeds/embedServices.ts', 'src/ui/embeds/mountEmbed.ts']) {
      expect.soft(chunkOf(input), `${input} in the embeds' chunk`).toBe(embeds);
    }
    // The screens' rules come with the joining flow and with the other screens (a chunk both load).
    const rules = chunkOf('src/ui/screens/screenStyles.ts')!;
    for (const screen of ['src/ui/screens/Account.tsx', 'src/ui/screens/SignupToPlan.tsx']) {
      expect.soft([...loadSet(chunkOf(screen)!)], `the screens' rules load with ${screen}`).toContain(rules);
    }
    // Issue 38: the member menu's, cancelling's and the tables' rules come only with the screens that use them, not
    // with joining or payments.
    const [account, tables] = [chunkOf('src/ui/screens/accountStyles.ts')!, chunkOf('src/ui/screens/tableStyles.ts')!];
    const screensLoad = [...loadSet(chunkOf('src/ui/screens/Account.tsx')!)];
    expect.soft(screensLoad, "the other screens load the account's and the tables' rules").toEqual(expect.arrayContaining([account, tables]));
    expect.soft([...loadSet(entry(/^src\/ui\/diagnostics\/index\.ts$/).name)], "diagnostics load the tables' rules").toContain(tables);
    for (const flow of JOINING) {
      const loads = inputsOf(loadSet(entry(flow).name));
      for (const input of [
        'src/ui/screens/accountStyles.ts',
        'src/ui/screens/tableStyles.ts',
        'src/ui/screens/styles/menu.ts',
        'src/ui/screens/styles/billing.ts',
      ])
        expect.soft(loads, `${flow} loads no ${input}`).not.toContain(input);
    }
    // The shell's sheet itself: the member button's rules, none of the dialog's, the login form's, the account's,
    // billing's, the member menu's or diagnostics'; the dialog's and the login form's come with the dialog's chunk.
    const code = readFileSync(join(out, chunkOf('src/shell/styles.ts')!), 'utf8');
    expect.soft(code, '.member-button{').toContain('.member-button{');
    for (const rule of ['.dialog{', '.alert{', '.field-error{', '.card{', '.memberships{', '.bill{', '.menu-account{', '.tabs{', '.card-input{'])
      expect.soft(code, rule).not.toContain(rule);
    const dialog = readFileSync(join(out, chunkOf('src/ui/Modal.tsx')!), 'utf8');
    for (const rule of ['.dialog{', '.alert{', '.field-error{']) expect.soft(dialog, rule).toContain(rule);
  });

  // Issue 38: a page view draws the member button in plain DOM (src/shell/), one chunk without Preact; the interface
  // (Preact, the modal) loads on the intent to open, and renders into that shell.
  it('the shell is one chunk without Preact, which the interface imports (shell-graph.ts)', () => {
    const shell = chunkOf('src/shell/mountShell.ts')!;
    for (const input of ['src/shell/memberButton.ts', 'src/shell/styles.ts', 'src/shell/t.ts', 'src/shell/avatar.ts', 'src/shell/fonts.ts']) {
      expect.soft(chunkOf(input), input).toBe(shell);
    }
    expect(byName(shell).inputs.filter((i) => /^node_modules\/(preact|@preact\/signals\/)/.test(i) || i.startsWith('src/ui'))).toEqual([]);
    expect(chunkOf('src/shell/buttonPlacement.ts'), 'the placement loads apart: a sign-in click without the button skips it').not.toBe(shell);
    expect([...loadSet(chunkOf('src/ui/mount.ts')!)]).toContain(shell);
  });

  // A page view with only the member button downloads the interface's chunk and no more of it: the dialog (its top
  // layer, event boundary, rules) loads on intent, with the screen's flow (ui/dialog.ts), and a sign-in click does
  // not download the words of every screen (core/texts/texts.ts comes with the other screens, embeds and content).
  it("the interface chunk holds neither the dialog nor every screen's texts; a sign-in click loads the dialog, not every text", () => {
    const loads = (pattern: RegExp) => [...loadSet(entry(pattern).name)];
    const shell = new Set(inputsOf(loads(/^src\/ui\/mount\.ts$/)));
    const dialogOnly = ['src/ui/Modal.tsx', 'src/ui/topLayer.ts', 'src/ui/eventBoundary.ts', 'src/ui/styles/dialog.ts', 'src/ui/styles/controls.ts'];
    for (const input of [...dialogOnly, 'src/core/texts/dialogTexts.ts', 'src/core/texts/texts.ts']) {
      expect.soft(shell.has(input), `${input} stays out of what the interface loads`).toBe(false);
    }
    const dialog = chunkOf('src/ui/Modal.tsx')!;
    for (const input of dialogOnly) expect.soft(chunkOf(input), `${input} in the dialog's chunk`).toBe(dialog);
    const texts = chunkOf('src/core/texts/texts.ts');
    const signIn = loads(/^src\/ui\/screens\/flows\/signIn\.ts$/);
    expect.soft(signIn, 'the sign-in flow loads the dialog').toContain(dialog);
    expect.soft(signIn, "the sign-in flow loads the dialog's texts").toContain(chunkOf('src/core/texts/dialogTexts.ts'));
    expect.soft(signIn, 'the sign-in flow does not load every text').not.toContain(texts);
    // Every flow beyond sign-in shows texts beyond the dialog's: a card screen opened straight from a reminder or a
    // link, or diagnostics from the secret word, would show blank words until every text came (or never, offline).
    // Joining and payments load joining's texts only (core/texts/joinTexts.ts; the next test checks they suffice).
    const flows = [
      /^src\/ui\/screens\/flows\/screens\.ts$/,
      /^src\/ui\/diagnostics\/index\.ts$/,
      /^src\/ui\/embeds\/uiEmbeds\.ts$/,
      /^src\/ui\/embeds\/contentEmbeds\.ts$/,
    ];
    const joinTexts = chunkOf('src/core/texts/joinTexts.ts');
    for (const flow of [...flows, ...JOINING, ACCESS]) expect.soft(loads(flow), `${flow} loads the dialog`).toContain(dialog);
    for (const flow of [...flows, ...JOINING]) expect.soft(loads(flow), `${flow} loads joining's texts`).toContain(joinTexts);
    expect.soft(loads(ACCESS), "the access flow does not load joining's texts").not.toContain(joinTexts);
    for (const flow of flows) expect.soft(loads(flow), `${flow} loads every text`).toContain(texts);
    for (const flow of [...JOINING, ACCESS]) expect.soft(loads(flow), `${flow} does not load every text`).not.toContain(texts);
    expect.soft(loads(ACCESS), "the access flow loads the access screens' texts").toContain(chunkOf('src/core/texts/accessTexts.ts'));
  });

  // Issue 38: a visitor who joins downloads joining's texts, not every screen's. A key those chunks name that is not
  // among them would show blank until every text came: each key named in their modules must be in the tables they
  // install (the shell's, the dialog's, joining's). A literal that happens to equal a key counts too: too many
  // words in joining's table cost bytes, too few show a blank.
  it("joining's and payments' chunks name no text beyond the shell's, the dialog's and joining's", () => {
    const sources = sourcesOf(new Set(JOINING.flatMap((flow) => [...loadSet(entry(flow).name)])));
    expect(sources).toContain('src/ui/screens/SignupToPlan.tsx');
    expect(sources).toContain('src/ui/payments/CardField.tsx');
    expect(namedBeyond(sources, [SHELL_TEXT, DIALOG_TEXT, JOIN_TEXT])).toEqual([]);
  });

  // A visitor on a protected page downloads the access screens' words, not every screen's nor joining's.
  it("the access flow's chunks name no text beyond the shell's, the dialog's and the access screens'", () => {
    // What the flow brings: the chunks already in before it (the boot path, ready's, the interface's) name routes,
    // not words of these screens, and their words are the shell's and the dialog's.
    const before = new Set([...pageViewNames(), ...loadSet(entry(/^src\/ui\/mount\.ts$/).name)]);
    const brought = [...loadSet(entry(ACCESS).name)].filter((n) => !before.has(n));
    const sources = sourcesOf(brought);
    expect(sources).toContain('src/ui/screens/AccessInvitation.tsx');
    expect(sources).toContain('src/ui/screens/OutsideViewingWindow.tsx');
    expect(namedBeyond(sources, [SHELL_TEXT, DIALOG_TEXT, ACCESS_TEXT])).toEqual([]);
  });

  // A site in another language loads its texts' module ahead of the click (app/deferred.ts): an English site's
  // click never downloads it (state/textsShowing.ts imports it only for a site not in English).
  it('what the interface loads for an English site holds no translation loading', () => {
    const clicked = new Set([...loadSet(entry(/^src\/ui\/mount\.ts$/).name), ...loadSet(entry(/^src\/ui\/screens\/flows\/signIn\.ts$/).name)]);
    const held = [...clicked].flatMap((name) => byName(name).inputs);
    expect(held).toContain('src/ui/App.tsx');
    expect(held).toContain('src/state/textsShowing.ts'); // what shows; what loads the texts comes apart
    for (const input of ['src/state/translations.ts', 'src/core/texts/locales.ts', 'src/core/texts/translation.ts']) {
      expect.soft(allInputs(), `${input} is in the build`).toContain(input);
      expect.soft(held, `${input} stays out of the sign-in flow`).not.toContain(input);
    }
  });

  // A site not in English loads the translations' module at ready on every page view, not only when a screen opens
  // (state/textsShowing.ts): its reader keeps a file's keys by their shape (core/texts/translation.ts), so no table of
  // English texts comes with it; the shell's is in the after-ready chunk, which every page view loads anyway.
  it("a site's translation loads no table of English texts that the page view does not already load", () => {
    const table = /^src\/core\/texts\/(\w+Texts|texts)\.ts$/;
    const pageView = new Set(inputsOf(pageViewNames()));
    // The reader checks a file against the page view's own table (shellTexts), none other.
    const reader = importsOf['src/core/texts/translation.ts'];
    expect(reader, 'the reader is in the build').toBeDefined();
    expect(reader!.filter((i) => table.test(i) && !pageView.has(i))).toEqual([]);
    const loads = inputsOf(loadSet(entry(/^src\/state\/translations\.ts$/).name));
    expect(loads.filter((i) => table.test(i) && !pageView.has(i))).toEqual([]);
    for (const input of [
      'src/core/texts/texts.ts',
      'src/core/texts/joinTexts.ts',
      'src/core/texts/dialogTexts.ts',
      'src/core/texts/accessTexts.ts',
    ]) {
      expect.soft(allInputs(), `${input} is in the build`).toContain(input);
      expect.soft(loads, `the translations' module loads no ${input}`).not.toContain(input);
    }
    expect(pageView.has('src/core/texts/shellTexts.ts'), "the shell's texts come with the after-ready chunk").toBe(true);
  });

  it("the login screen's chunk, and everything a sign-in click loads, holds no screen of another flow", () => {
    const login = chunkOf('src/ui/screens/Login.tsx')!;
    expect(login).toBeDefined();
    // What a click on a sign-in link loads: the login screen's chunk and the chunks it imports statically.
    const loads = inputsOf(loadSet(login));
    const others = [
      'SignupToPlan', // sign-up
      'RegisterUser',
      'InvoiceList', // the member's account and billing
      'CancelMembership',
      'EditProfile',
      'ProtectedContent', // content and notices
      'ContentAccessDenied',
      'ForgottenPassword', // recovery: opened from the login form, loaded then
      'ResetPassword',
    ].map((name) => `src/ui/screens/${name}.tsx`);
    for (const screen of others) expect(allInputs(), `${screen} is in the build`).toContain(screen);
    expect(loads.filter((i) => others.includes(i))).toEqual([]);
    // Nor the captcha (recovery and sign-up forms only), Stripe or the content viewers.
    expect(loads.filter((i) => /^src\/ui\/(captcha|payments|content)\/|^node_modules\/@stripe\//.test(i))).toEqual([]);
  });

  // Issue 38: joining (choosing a plan, signing up, the questionnaire) is a flow of its own, so a payment journey
  // downloads no screen of the account or billing, and a member's account none of joining's.
  it('the joining screens, the other screens and the forms kit are one chunk each (payments and diagnostics import the screens bare)', () => {
    const screens = chunkOf('src/ui/screens/Account.tsx')!;
    const join = chunkOf('src/ui/screens/SignupToPlan.tsx')!;
    const kit = chunkOf('src/ui/form/useForm.ts')!;
    expect(new Set([screens, join, kit, chunkOf('src/ui/screens/Login.tsx')]).size).toBe(4);
    const joining = ['SignupToPlan', 'RegisterUser', 'PlanLinkRedirect', 'PostJoinQuestionnaire'].map((n) => `src/ui/screens/${n}.tsx`);
    const account = ['Account', 'MemberMenu', 'MembershipDetails', 'EditProfile', 'InvoiceList', 'InvoiceDetails', 'CancelMembership'];
    const others = [...account, 'ForgottenPassword', 'ResetPassword', 'ProtectedContent', 'Invitation'].map((n) => `src/ui/screens/${n}.tsx`);
    expect(joining.filter((i) => chunkOf(i) !== join)).toEqual([]);
    expect(others.filter((i) => chunkOf(i) !== screens)).toEqual([]);
    expect(inputsOf(loadSet(join)).filter((i) => others.includes(i))).toEqual([]);
    expect(inputsOf(loadSet(screens)).filter((i) => joining.includes(i))).toEqual([]);
    // A refused page's screens: a chunk of their own, which loads no screen of the account, billing, recovery or
    // joining (a visitor on a protected page), and none of the account's or the tables' rules.
    const access = ['ContentAccessDenied', 'NoPublicPlanForContent', 'OutsideViewingWindow', 'RejectionTagRetry'].map(
      (n) => `src/ui/screens/${n}.tsx`,
    );
    const accessChunk = chunkOf(access[0]!)!;
    expect(new Set([screens, join, kit, accessChunk]).size).toBe(4);
    expect(access.filter((i) => chunkOf(i) !== accessChunk)).toEqual([]);
    const accessLoads = inputsOf(loadSet(accessChunk));
    expect(accessLoads.filter((i) => others.includes(i) || joining.includes(i))).toEqual([]);
    for (const input of ['src/ui/screens/accountStyles.ts', 'src/ui/screens/tableStyles.ts', 'src/core/account/md5.ts'])
      expect.soft(accessLoads, `the access flow loads no ${input}`).not.toContain(input);
    const forms = allInputs().filter((i) => /^src\/ui\/form\/(Field|Form|useForm)\.tsx?$/.test(i));
    expect(forms).toHaveLength(3);
    expect(forms.filter((i) => chunkOf(i) !== kit)).toEqual([]);
  });

  it("the manifest's sign-in flow is what the interface and the login form load beyond the boot path and ready", () => {
    const atReady = loadSet(entry(/^src\/app\/afterReady\.ts$/).name);
    const clicked = new Set([...loadSet(entry(/^src\/ui\/mount\.ts$/).name), ...loadSet(entry(/^src\/ui\/screens\/flows\/signIn\.ts$/).name)]);
    // What ships: the entries' facades are not fetched (scripts/facades.mjs).
    const expected = [...clicked].filter((c) => !manifest.boot.includes(c) && !atReady.has(c) && manifest.chunks.includes(c));
    expect([...manifest.signIn].sort()).toEqual(expected.sort());
    expect(expected).toContain(chunkOf('src/ui/screens/Login.tsx'));
  });

  it('payments (Stripe, the wallets) and diagnostics each stay in their own chunk, loaded only when opened', () => {
    const payments = entry(/^src\/ui\/payments\/index\.ts$/);
    const diagnostics = entry(/^src\/ui\/diagnostics\/index\.ts$/);
    const stripe = chunks.filter((c) => c.inputs.some((i) => LATER.Stripe!.test(i))).map((c) => c.name);
    expect(stripe).toEqual([payments.name]);
    // The wallets' sheet request too: only a payment screen asks for it.
    const payUi = allInputs().filter((i) => i.startsWith('src/ui/payments/') || i === 'src/core/signup/walletRequest.ts');
    expect(payUi).toContain('src/core/signup/walletRequest.ts');
    expect(payUi.filter((i) => chunkOf(i) !== payments.name)).toEqual([]);
    const diagUi = allInputs().filter((i) => i.startsWith('src/ui/diagnostics/'));
    expect(diagUi.filter((i) => chunkOf(i) !== diagnostics.name)).toEqual([]);
    // Nothing loads them statically: only their dynamic imports do.
    for (const c of chunks) expect(c.imports, `${c.name} imports a lazy chunk statically`).not.toContain(payments.name);
    for (const c of chunks) expect(c.imports, `${c.name} imports a lazy chunk statically`).not.toContain(diagnostics.name);
  });

  it('host features that show no interface load no Preact and no src/ui/', () => {
    const hostOnly: Record<string, RegExp> = {
      // Referrals come with what starts at ready (app/afterReady.ts); markers, member data, tracking and the reminders'
      // checks each load apart. The owner's tracking code is put in the page by host/ownerHtml.ts: no interface comes with it.
      'what starts at ready': /^src\/app\/afterReady\.ts$/,
      markers: /^src\/host\/markerVisibility\.ts$/,
      'member data': /^src\/host\/memberDataBinding\.ts$/,
      tracking: /^src\/host\/tracking\.ts$/,
      reminders: /^src\/state\/reminders\.ts$/,
      forums: /^src\/host\/forums\/index\.ts$/,
      'owner preview': /^src\/state\/(.+\/)?applyPreview\.ts$/,
      translations: /^src\/state\/(.+\/)?translations\.ts$/,
    };
    for (const [what, pattern] of Object.entries(hostOnly)) {
      const loads = inputsOf(loadSet(entry(pattern).name));
      expect(
        loads.filter((i) => /^node_modules\/(preact|@preact\/signals)\/|^src\/ui\//.test(i)),
        `${what} loads`,
      ).toEqual([]);
    }
  });

  it('what starts at ready is one chunk, with the small modules it shares with lazy chunks (after-ready-graph.ts)', () => {
    const after = chunkOf('src/app/afterReady.ts')!;
    expect(after).toBeDefined();
    // Shared with the forums, content embeds, the interface or payments: without the graph each was a tiny chunk.
    for (const shared of ['src/host/forums/selector.ts', 'src/host/contentSelector.ts', 'src/host/ownerHtml.ts', 'src/core/util/poll.ts']) {
      expect(chunkOf(shared), shared).toBe(after);
    }
    // The boot chunk never reaches it: it loads at ready.
    expect(loadSet(manifest.main).has(after)).toBe(false);
    // What only some pages or visitors need is not in it: markers and member data load with the page's elements,
    // tracking for a site that has some, the reminders' checks for a known member (app/deferred.ts, pageFeatures.ts).
    for (const input of [
      'src/host/markerVisibility.ts',
      'src/host/memberDataBinding.ts',
      'src/host/tracking.ts',
      'src/core/texts/template.ts',
      'src/state/abandonedSignupCheck.ts',
    ]) {
      expect.soft(allInputs(), `${input} is in the build`).toContain(input);
      expect.soft(chunkOf(input), `${input} stays out of the after-ready chunk`).not.toBe(after);
    }
  });
});

// scripts/facades.mjs: esbuild writes a lazily imported entry whose code all went into shared chunks a file that only
// re-exports them; fetching it, then the chunk, was two round trips in a row for every lazy part.
describe('lazy imports', () => {
  it("go straight to the chunk that holds their entry: no facade ships but one that only runs other chunks' modules", () => {
    const facades = chunks.filter((c) => c.entry && c.inputs.length === 0 && manifest.chunks.includes(c.name)).map((c) => c.entry);
    expect(facades).toEqual(['src/ui/allTexts.ts']);
  });

  it("carry the digest of the build's steps after esbuild, so that a change to those steps renames every chunk", () => {
    // The unminified build keeps the comment terser drops from what ships; esbuild's hash of each name covers it.
    const digests = new Set(
      Object.entries(shippedCode).map(([file, code]) => (file === 'widget.js' ? 'loader' : /^\/\* build steps ([0-9a-f]{16}) \*\//.exec(code)?.[1])),
    );
    expect([...digests].filter((d) => d !== 'loader')).toEqual([expect.stringMatching(/^[0-9a-f]{16}$/)]);
  });

  it('each name a file that ships', () => {
    const targets = Object.values(shippedCode).flatMap((code) => [...code.matchAll(/import\(\s*"\.\/([^"]+)"\s*\)/g)].map((m) => m[1]!));
    expect(targets.length).toBeGreaterThan(10);
    expect(targets.filter((t) => !manifest.chunks.includes(t))).toEqual([]);
  });

  it("hand each caller the entry's names, each one its chunk exports", () => {
    const exportsOf = (code: string) =>
      new Set(
        [...code.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
          m[1]!
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
            .map((s) => s.split(/\s+as\s+/).pop()!),
        ),
      );
    const mapped = Object.values(shippedCode).flatMap((code) =>
      [...code.matchAll(/import\("\.\/([^"]+)"\)\.then\(m=>\(\{([^}]*)\}\)\)/g)].flatMap((m) =>
        [...m[2]!.matchAll(/"([\w$]+)":m\["([\w$]+)"\]/g)].map((n) => ({ chunk: m[1]!, name: n[1]!, theirs: n[2]! })),
      ),
    );
    // The after-ready chunk, the member button, the interface, the dialog, the contract, a member's info, at least.
    expect(mapped.map((m) => m.name)).toEqual(expect.arrayContaining(['afterReady', 'mountShell', 'mountUi', 'Modal', 'contract', 'hostMemberInfo']));
    expect(mapped.filter((m) => !exportsOf(shippedCode[m.chunk] ?? '').has(m.theirs))).toEqual([]);
  });

  it("of a flow come with the flow's other files: the interface names each flow's static imports beyond its own (ui/flowFiles.ts)", () => {
    const holder = chunkOf('src/ui/flowFiles.ts')!;
    expect(shippedCode[holder]).not.toContain('__MS_FLOW_FILES__');
    const table = JSON.parse(/'(\{"signIn":[^']*)'/.exec(shippedCode[holder]!)?.[1] ?? 'null') as Record<string, string[]>;
    const loaded = loadSet(chunkOf('src/ui/Screen.tsx')!);
    const beyond = (entry: string) => {
      const own = chunkOf(entry)!;
      return [...loadSet(own)].filter((name) => name !== own && !loaded.has(name)).sort();
    };
    const entries = {
      signIn: 'src/ui/screens/flows/signIn.ts',
      join: 'src/ui/screens/flows/join.ts',
      access: 'src/ui/screens/flows/access.ts',
      screens: 'src/ui/screens/flows/screens.ts',
      payments: 'src/ui/payments/index.ts',
      diag: 'src/ui/diagnostics/index.ts',
    };
    expect(table).toEqual(Object.fromEntries(Object.entries(entries).map(([flow, entry]) => [flow, beyond(entry)])));
    // A refused page's screens share the dialog and the plans with the other flows: several files, each shipped.
    expect(table.access!.length).toBeGreaterThan(3);
    expect(
      Object.values(table)
        .flat()
        .filter((name) => !manifest.chunks.includes(name)),
    ).toEqual([]);
  });

  it("read each entry's names once, when its chunk arrives: no module of src/ exports a binding that changes (export let)", () => {
    const files = execFileSync('git', ['ls-files', 'src'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((f) => /^export\s+(let|var)\b/m.test(readFileSync(join(root, f), 'utf8')))).toEqual([]);
  });
});
