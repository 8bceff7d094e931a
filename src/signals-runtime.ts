// @preact/signals-react is aliased to @preact/signals at build time (see GUIDE.md): signals then update
// everywhere through preact/compat, so the React runtime hook has nothing left to do.
export function useSignals(): void {}
