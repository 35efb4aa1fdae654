/**
 * What every widget may ask of the running portal: the tenant's capabilities and the typed
 * local store. Provided once by the app; widgets never read boot data or a tenant code.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Capabilities } from '../../engine/tenant/capabilities';
import type { LocalStore } from '../../engine/storage/local-store';

export interface PortalServices {
  caps: Capabilities;
  store: LocalStore;
}

const PortalContext = createContext<PortalServices | null>(null);

export function PortalProvider({ value, children }: { value: PortalServices; children: ReactNode }) {
  return <PortalContext.Provider value={value}>{children}</PortalContext.Provider>;
}

export function usePortal(): PortalServices {
  const value = useContext(PortalContext);
  if (!value) throw new Error('usePortal() needs a <PortalProvider> above it.');
  return value;
}
