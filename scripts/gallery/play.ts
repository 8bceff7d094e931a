import type { Page } from '@playwright/test';
import { type Group, type Scene, sceneId } from './scenes';
import { Stage } from './stage';
import { clearFaults, patchConfig, type World } from './world';

export interface Played {
  group: Group;
  scene: Scene;
  id: string;
  /** Why the scene could not be shown; absent when it was. */
  error?: string;
}

/**
 * Plays one group's scenes on `page`, in order, in a world seeded for it: sets the group's locale, signs its member
 * in, then for each scene clears any fault the last one left, runs it, waits until it is at rest and hands it to
 * `visit` (a picture, a layout check). A scene that fails is reported with its error and the next one runs.
 */
export async function playGroup(
  page: Page,
  world: World,
  group: Group,
  visit: (played: Played, stage: Stage) => Promise<void>,
  options: { skip?: (scene: Scene) => boolean } = {},
): Promise<void> {
  const stage = new Stage(page, world);
  let setupError: string | undefined;
  try {
    if (group.locale) await patchConfig(world, { locale: group.locale });
    if (group.member) await stage.signIn(group.member);
  } catch (error) {
    setupError = `the group's set-up failed: ${message(error)}`;
  }
  for (const scene of group.scenes) {
    if (options.skip?.(scene)) continue;
    const played: Played = { group, scene, id: sceneId(group, scene) };
    if (setupError) {
      await visit({ ...played, error: setupError }, stage);
      continue;
    }
    try {
      await clearFaults(world);
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      await scene.run(stage);
      await stage.settle(scene.where, scene.screen, scene.loading);
    } catch (error) {
      played.error = message(error);
    }
    await visit(played, stage);
  }
}

/** An error's first lines, without the terminal colours Playwright's call logs carry. */
const message = (error: unknown) =>
  (error instanceof Error ? error.message : String(error))
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .slice(0, 4)
    .join('\n');
