import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The kiosk app. In production the server serves dist/ on port 5173 with the API on the same origin. */
const PORT = 5173;
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

// Development: everything that is not the app goes to the API server.
const apiPrefixes = ['/api', '/functions', '/rest', '/auth', '/storage', '/health', '/ready'];
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  apiPrefixes.map((prefix) => [`^${prefix}(/|\\?|$)`, { target: apiTarget, changeOrigin: true }]),
);
proxy['^/realtime(/|$)'] = { target: apiTarget, changeOrigin: true, ws: true };

/**
 * The service worker (src/sw.ts, see packages/ui/src/offline/service-worker.ts): the built shell
 * precached so a reload while the server restarts still starts the app. Registered by the app
 * itself (registerServiceWorker); no web app manifest. Source maps and the font subsets no
 * Turkish or English text uses are left out.
 */
const offlineWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,ico,webp,woff2}'],
    globIgnores: ['**/*.map', '**/inter-{cyrillic,cyrillic-ext,greek,greek-ext,vietnamese}-*'],
  },
});

/**
 * Modules whose top level only declares things (zod schemas, components, the toaster): when the
 * kiosk uses nothing of one, it is left out. Without this the shared barrels pull the admin's
 * schemas and sonner into the kiosk's start-up code.
 */
const SIDE_EFFECT_FREE = /\/packages\/(contracts|ui|domain)\/src\/.*\.tsx?$|\/node_modules\/sonner\//;

export default defineConfig({
  plugins: [react(), tailwindcss(), offlineWorker],
  // Workspace packages export their TypeScript sources under the "source" condition.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  server: { port: PORT, strictPort: true, proxy },
  preview: { port: PORT, strictPort: true, proxy },
  // Start-up budget (issue 6): the initial JavaScript stays under 200 KB gzipped, no chunk over
  // 500 kB minified; the customer's screens after "touch to start" are a chunk of their own.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 500,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id) },
      // React in a chunk of its own: it changes rarely (long cache life) and keeps each chunk small
      output: {
        codeSplitting: { groups: [{ name: 'react', test: /\/node_modules\/(react|react-dom|scheduler)\// }] },
      },
    },
  },
});
