import type { Contract } from './call';

/** The contract chunk (contract/chunk.ts): fetched once, on the first answer or stored value that needs checking. */
export const loadContract = (): Promise<Contract> => import('./chunk').then((m) => m.contract);
