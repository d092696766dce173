import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/** The sale app. In production the server serves dist/ on port 5175 with the API on the same origin. */
const PORT = 5175;
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

// Development: everything that is not the app goes to the API server.
const apiPrefixes = ['/api', '/functions', '/rest', '/auth', '/storage', '/health', '/ready'];
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  apiPrefixes.map((prefix) => [`^${prefix}(/|\\?|$)`, { target: apiTarget, changeOrigin: true }]),
);
proxy['^/realtime(/|$)'] = { target: apiTarget, changeOrigin: true, ws: true };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Workspace packages export their TypeScript sources under the "source" condition.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  server: { port: PORT, strictPort: true, proxy },
  preview: { port: PORT, strictPort: true, proxy },
  // react-dom, react-router and zod make up most of the bundle; one chunk is fine for an app loaded once.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 900 },
});
