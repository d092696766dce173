import { defineConfig } from 'vite';
import { appConfig } from '../../vite.shared.ts';

/** The sale app (port 5175); plugins, proxy and service worker in vite.shared.ts. */
export default defineConfig(
  // react-dom, react-router and zod make up most of the bundle; one chunk is fine for an app loaded once.
  appConfig({ port: 5175, build: { chunkSizeWarningLimit: 900 } }),
);
