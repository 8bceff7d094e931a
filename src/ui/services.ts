import { createContext, useContext } from 'react';
import type { Route } from '../core/screens';
import type { Runtime } from '../runtime';

/** What screens may use: the runtime (API client, session, queries) and navigation. */
export interface Services {
  runtime: Runtime;
  navigate: (route: Route) => void;
  close: () => void;
  logOut: () => void;
}

export const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('Services missing: screens render inside <App>');
  return services;
}
