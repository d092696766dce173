import { defineConfig } from 'vite';
import { appConfig, zodWithoutJsonSchema } from '../../vite.shared.ts';

/**
 * Modules whose top level only declares things (zod schemas, components, the toaster): when the
 * kiosk uses nothing of one, it is left out. Without this the shared barrels pull the admin's
 * schemas and sonner into the kiosk's start-up code.
 */
const SIDE_EFFECT_FREE = /\/packages\/(contracts|ui|domain)\/src\/.*\.tsx?$|\/node_modules\/sonner\//;

/** The kiosk app (port 5173); plugins, proxy and service worker in vite.shared.ts. */
export default defineConfig(
  appConfig({
    port: 5173,
    // the kiosk never turns a schema into JSON Schema: zod's code for it stays out (see vite.shared.ts)
    plugins: [zodWithoutJsonSchema()],
    // Start-up budget (issue 6): the initial JavaScript stays under 200 KB gzipped, no chunk over
    // 500 kB minified; the customer's screens after "touch to start" are a chunk of their own.
    build: {
      chunkSizeWarningLimit: 500,
      rolldownOptions: {
        treeshake: { moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id) },
        // React in a chunk of its own: it changes rarely (long cache life) and keeps each chunk small
        output: {
          codeSplitting: {
            groups: [{ name: 'react', test: /\/node_modules\/(react|react-dom|scheduler)\// }],
          },
        },
      },
    },
  }),
);
