import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './client';

/** What pages need from outside React: the one HTTP client. */
interface ConsoleServices {
  api: ApiClient;
}

const ServicesContext = createContext<ConsoleServices | null>(null);

export function ServicesProvider({ api, children }: ConsoleServices & { children: ReactNode }) {
  return <ServicesContext.Provider value={{ api }}>{children}</ServicesContext.Provider>;
}

/** The console's HTTP client; throws outside the provider so a missing provider fails loudly. */
export function useApi(): ApiClient {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useApi must be used inside <ServicesProvider>.');
  return services.api;
}
