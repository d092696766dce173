import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { BuildEnvironmentOptions, ProxyOptions, UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * What the three apps' `vite.config.ts` share: React, Tailwind, the offline service worker, the
 * workspace packages' sources and, in development, the API proxy. In production the server serves
 * each app's dist/ on the app's port with the API on the same origin.
 */
export function appConfig({ port, build }: { port: number; build: BuildEnvironmentOptions }): UserConfig {
  const proxy = apiProxy(`http://localhost:${process.env.API_PORT ?? 3000}`);
  return {
    plugins: [react(), tailwindcss(), offlineWorker()],
    // Workspace packages export their TypeScript sources under the "source" condition.
    resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
    server: { port, strictPort: true, proxy },
    preview: { port, strictPort: true, proxy },
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, ...build },
  };
}

/** Development: everything that is not the app goes to the API server. */
function apiProxy(target: string): Record<string, ProxyOptions> {
  const apiPrefixes = ['/api', '/functions', '/rest', '/auth', '/storage', '/health', '/ready'];
  const proxy: Record<string, ProxyOptions> = Object.fromEntries(
    apiPrefixes.map((prefix) => [`^${prefix}(/|\\?|$)`, { target, changeOrigin: true }]),
  );
  proxy['^/realtime(/|$)'] = { target, changeOrigin: true, ws: true };
  return proxy;
}

/**
 * The service worker (each app's src/sw.ts, see packages/ui/src/offline/service-worker.ts): the
 * built shell precached so a reload while the server restarts still starts the app. Registered by
 * the app itself (registerServiceWorker); no web app manifest. Source maps and the font subsets no
 * Turkish or English text uses are left out.
 */
function offlineWorker() {
  return VitePWA({
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
}
