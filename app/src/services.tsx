import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './api/client';
import type { ImageCache } from './api/image-cache';
import type { Catalogue } from './i18n/catalogue';
import type { AppStore } from './session/atoms';

/** What the app is wired from; tests build it with a fake fetch. */
export interface AppServices {
  api: ApiClient;
  /** Bearer-protected images (pictures, logos), fetched once per session. */
  images: ImageCache;
  store: AppStore;
  /** The strings of the display language (docs/languages-units-themes.md#interface-strings); screens read it through useTranslation. */
  catalogue: Catalogue;
  /** True when the server answers its health check (docs/shell.md#calls GET /healthcheck). */
  checkHealth: () => Promise<boolean>;
}

const ServicesContext = createContext<AppServices | null>(null);

/** Provides the services (react-aria's locale comes from the frames that use it: LocaleProvider). */
export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The app's services; only usable below `ServicesProvider`. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside ServicesProvider');
  return services;
}

/** The typed API client. */
export function useApi(): ApiClient {
  return useServices().api;
}
