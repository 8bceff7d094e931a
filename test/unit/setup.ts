import { afterAll } from 'vitest';
// happy-dom has no IndexedDB; idb-keyval needs one.
import 'fake-indexeddb/auto';

// A component that needs a text beyond the shell's asks for every text with a dynamic import (shell/t.ts). Rendered here
// alone, that import may still be loading when its test file ends, and then fails outside any test: it is awaited
// before the file's environment goes (the same module, so a pending import finishes with it).
afterAll(async () => {
  await import('../../src/ui/allTexts');
});
