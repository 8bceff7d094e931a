import { createContext, useContext } from 'react';
import type { Services } from '../state/runtimeTypes';

/** The services of the interface a screen shows in (state/runtimeTypes.ts says what they are). */
export const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('Services missing: screens render inside <App>');
  return services;
}
