// The benchmark's real-React build only: `react` as the source imports it, with createElement making function
// components reactive as the JSX runtime does (react-jsx-runtime.mjs). Named exports only: `export *` from a
// CommonJS package makes esbuild wrap every module of the bundle in a lazy initialiser.
import { createElement as reactCreateElement } from 'react';
import { reactive } from './react-jsx-runtime.mjs';

export {
  Component,
  Fragment,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
export const createElement = (type, ...rest) => reactCreateElement(reactive(type), ...rest);
