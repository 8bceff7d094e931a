// Types of esbuild.mjs for the TypeScript that imports it (scripts/dev.ts).
export interface Manifest {
  loader: string;
  build: string;
  main: string;
  boot: string[];
  signIn: string[];
  chunks: string[];
  translations: string[];
  /** Dev builds only: the dev client's file. */
  dev?: string;
}
export declare const DEV_CLIENT_FILE: string;
export declare function build(options?: { dev?: boolean; outdir?: string }): Promise<Manifest>;
