import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { BuildEnvironmentOptions, Plugin, ProxyOptions, UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * What the three apps' `vite.config.ts` share: React, Tailwind, the offline service worker, the
 * workspace packages' sources and, in development, the API proxy. In production the server serves
 * each app's dist/ on the app's port with the API on the same origin.
 */
export function appConfig({
  port,
  build,
  plugins = [],
}: {
  port: number;
  build: BuildEnvironmentOptions;
  plugins?: Plugin[];
}): UserConfig {
  const proxy = apiProxy(`http://localhost:${process.env.API_PORT ?? 3000}`);
  return {
    plugins: [...plugins, react(), tailwindcss(), offlineWorker()],
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

const ZOD_JSON_SCHEMA = /^\.\.\/core\/(json-schema-processors|to-json-schema)\.js$/;
const ZOD_JSON_SCHEMA_STUB = '\0zod-json-schema-stub:';

/**
 * zod's classic schemas carry JSON Schema conversion (`toJSONSchema`, `~standard.jsonSchema`): about
 * 17 kB of code an app that never converts a schema to JSON Schema still loads. This plugin gives
 * zod's classic schemas a stand-in for the two JSON Schema modules: every processor throws if it is
 * ever called; `aggregateChecks` (read by `schema.minLength` and the like) stays zod's own. The
 * processors' names are read from zod's file, so a zod update cannot leave one out silently.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (
        !importer?.replaceAll('\\', '/').endsWith('/zod/v4/classic/schemas.js') ||
        !ZOD_JSON_SCHEMA.test(source)
      )
        return null;
      const processors = await this.resolve('../core/json-schema-processors.js', importer, {
        skipSelf: true,
      });
      if (!processors) return null;
      return `${ZOD_JSON_SCHEMA_STUB}${importer}|${processors.id}`;
    },
    load(id) {
      if (!id.startsWith(ZOD_JSON_SCHEMA_STUB)) return null;
      const [schemas = '', processors = ''] = id.slice(ZOD_JSON_SCHEMA_STUB.length).split('|');
      const names = new Set(
        [...readFileSync(schemas, 'utf8').matchAll(/processors\.(\w+Processor)\b/g)].map((m) => m[1]),
      );
      return [
        `export { aggregateChecks } from ${JSON.stringify(processors)};`,
        "const unavailable = () => { throw new Error('JSON Schema conversion is not built into this app'); };",
        'export const createToJSONSchemaMethod = () => unavailable;',
        'export const createStandardJSONSchemaMethod = () => unavailable;',
        ...[...names].map((name) => `export const ${name} = unavailable;`),
      ].join('\n');
    },
  };
}
