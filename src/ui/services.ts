import { createContext, useContext } from 'react';
import type { Client } from '../api/client';
import type { Route } from '../core/screens';
import type { Session } from '../state/session';

/** What screens may call: the API client, the session, and navigation. */
export interface Services {
  client: Client;
  session: Session;
  navigate: (route: Route) => void;
  close: () => void;
}

export const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('Services missing: screens render inside <App>');
  return services;
}
