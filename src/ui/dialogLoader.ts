import { signal } from '@preact/signals-react';

type Dialog = typeof import('./dialog');

/** The dialog's chunk once it is in (ui/dialog.ts): the interface renders the modal only then. */
export const dialogChunk = signal<Dialog | null>(null);
let pending: Promise<Dialog> | undefined;

/** Loads the dialog's chunk once; after a failure (a blocked or dropped chunk) the next call tries again. */
export function loadDialog(): Promise<Dialog> {
  return (pending ??= import('./dialog').then(
    (module) => (dialogChunk.value = module),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  ));
}
