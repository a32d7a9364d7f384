import { createContext, useContext, type ReactNode } from 'react';
import type { ServiceClients } from './service-clients';

/** The clients, created on first use: a visitor's first page loads neither ky nor a token. */
export type LoadServiceClients = () => Promise<ServiceClients>;

const ServiceClientsContext = createContext<LoadServiceClients | undefined>(undefined);

export function ServiceClientsProvider({ load, children }: { load: LoadServiceClients; children: ReactNode }) {
  return <ServiceClientsContext.Provider value={load}>{children}</ServiceClientsContext.Provider>;
}

/** The loader of the service clients, for the query hooks. */
export function useServiceClients(): LoadServiceClients {
  const load = useContext(ServiceClientsContext);
  if (!load) throw new Error('ServiceClientsProvider fehlt: die App muss die Dienst-Clients bereitstellen.');
  return load;
}
