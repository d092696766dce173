import type { ApiClient } from '@kiosk/ui';
import { createContext, type ReactNode, useContext } from 'react';

/** Which app shows the catalogue screens (its name ends the browser tab's title). */
export type CatalogueApp = 'admin' | 'sale';

export interface CatalogueDependencies {
  /** The signed-in user's API client (the app's own session). */
  api: ApiClient;
  app: CatalogueApp;
}

const CatalogueContext = createContext<CatalogueDependencies | null>(null);

export interface CatalogueProviderProps extends CatalogueDependencies {
  children: ReactNode;
}

/** What the catalogue screens take from the app that shows them: its API client and its name. */
export function CatalogueProvider({ api, app, children }: CatalogueProviderProps) {
  return <CatalogueContext.Provider value={{ api, app }}>{children}</CatalogueContext.Provider>;
}

function useCatalogueDependencies(): CatalogueDependencies {
  const value = useContext(CatalogueContext);
  if (!value) throw new Error('The catalogue screens need a CatalogueProvider (see @kiosk/catalogue-ui)');
  return value;
}

/** The app's API client, for the catalogue's requests. */
export function useCatalogueApi(): ApiClient {
  return useCatalogueDependencies().api;
}

/** The app showing the catalogue screens. */
export function useCatalogueApp(): CatalogueApp {
  return useCatalogueDependencies().app;
}
