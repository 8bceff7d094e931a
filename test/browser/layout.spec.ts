import { overflowProblems } from '../../scripts/gallery/overflow';
import { playGroup } from '../../scripts/gallery/play';
import { GROUPS, type Group, sceneId } from '../../scripts/gallery/scenes';
import { resetWorld } from '../../scripts/gallery/world';
import { expect, test } from './fixtures';

/**
 * Issue 23: on a phone, layouts stack; nothing of the widget reaches outside a 390 px screen. Walks the gallery's
 * scene table (scripts/gallery/scenes.ts: every screen and notable state) at 390×844 and, on each scene, checks
 * that the dialog (or embed) does not scroll sideways and that no element of the widget's shadow root reaches past
 * the screen's left or right edge (scripts/gallery/overflow.ts names the outermost offender of each branch).
 * Each scene's finding is its own soft assertion, so one run lists every screen that overflows.
 *
 * The groups (one visitor or member each, in a fresh world and browser context) are cut into pieces of at most
 * PIECE scenes (each piece signs its member in again, in its own fresh world: every scene starts from a page load,
 * and the scenes that change the world come last in their group, so a piece's scenes do not need the ones before
 * it), and the pieces are dealt into BATCHES tests of about the same cost: the suite runs them in parallel, none
 * much longer than ten seconds, without one test per screen.
 */
const PHONE = { width: 390, height: 844 };
const PIECE = 6;
const BATCHES = 14;

/** A group's checked scenes (not the gallery's extra pictures), cut into near-equal pieces of at most PIECE. */
function pieces(group: Group): Group[] {
  const scenes = group.scenes.filter((scene) => !scene.galleryOnly);
  const n = Math.ceil(scenes.length / PIECE);
  const per = Math.ceil(scenes.length / n);
  return Array.from({ length: n }, (_, i) => ({ ...group, scenes: scenes.slice(i * per, (i + 1) * per) })).filter((g) => g.scenes.length);
}

function deal(groups: Group[], n: number): Group[][] {
  const batches: Group[][] = Array.from({ length: n }, () => []);
  const size = (b: Group[]) => b.reduce((sum, g) => sum + g.scenes.length + 2, 0); // +2: a context and a sign-in
  for (const group of groups.flatMap(pieces).sort((a, b) => b.scenes.length - a.scenes.length)) {
    batches.sort((a, b) => size(a) - size(b))[0]!.push(group);
  }
  return batches.filter((b) => b.length);
}

/** A piece's name: its group, and its first and last scene when the group is cut. */
const pieceName = (piece: Group) => {
  const whole = GROUPS.find((g) => g.id === piece.id)!.scenes.filter((s) => !s.galleryOnly).length === piece.scenes.length;
  return whole ? piece.id : `${piece.id} (${piece.scenes[0]!.id} to ${piece.scenes.at(-1)!.id})`;
};

const BATCHED = deal(GROUPS, BATCHES);

test('the batches walk every checked scene of the table once', () => {
  const ids = (groups: Group[]) => groups.flatMap((g) => g.scenes.filter((s) => !s.galleryOnly).map((s) => sceneId(g, s)));
  expect(ids(BATCHED.flat()).sort()).toEqual(ids(GROUPS).sort());
});

test.describe('layout at 390 px: nothing overflows sideways', () => {
  for (const batch of BATCHED) {
    test(batch.map(pieceName).join(', '), async ({ browser, server }) => {
      // Many scenes per test: the waits add up (each bounded by the scene's own), never what is asserted.
      test.setTimeout(batch.reduce((n, g) => n + g.scenes.length, 0) * 20_000 + 30_000);
      for (const group of batch) {
        await resetWorld(server);
        const context = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
        try {
          const page = await context.newPage();
          await playGroup(
            page,
            server,
            group,
            async ({ id, scene, error }) => {
              if (error) {
                expect.soft(error, `${id} (${scene.title}): the scene could not be shown, so its layout was not checked`).toBe('');
                return;
              }
              const problems = await overflowProblems(page, scene.where);
              expect.soft(problems, `${id} (${scene.title}) overflows sideways at 390 px`).toEqual([]);
            },
            { skip: (scene) => !!scene.galleryOnly },
          );
        } finally {
          await context.close();
        }
      }
    });
  }
});
