import { resolveSettings, type Settings } from '../../src/core/shell/settings';

/** The widget's settings on a page of the fixture site 'demo': what a runtime is created with in unit tests. */
export function fixtureSettings(): Settings {
  const resolved = resolveSettings({
    scriptUrl: 'https://cdn.example.test/widget/widget.js',
    dataset: { subdomain: 'demo', env: 'fixture' },
    pageConfig: null,
    sessionEnv: null,
  });
  if (!resolved.ok) throw new Error(resolved.reason);
  return resolved.settings;
}
