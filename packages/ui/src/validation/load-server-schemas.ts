export type ServerSchemas = typeof import('./server-schemas.js')['serverSchemas'];

let loaded: ServerSchemas | null = null;
let loading: Promise<ServerSchemas> | null = null;
/** Uses of withServerSchemas still waiting for the schemas, so later ones wait behind them. */
let queue: Promise<void> | null = null;

/**
 * The server-answer schemas (server-schemas.ts), loaded on first call: zod and the schemas stay
 * out of the apps' start-up code, and an answer is checked once they are in (a request and the
 * schemas' chunk travel together). A failed load is tried again on the next call.
 */
export function loadServerSchemas(): Promise<ServerSchemas> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import('./server-schemas.js').then(
    ({ serverSchemas }) => {
      loaded = serverSchemas;
      return serverSchemas;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Runs `use` with the schemas: at once when they are loaded, else once they are, in call order
 * (realtime frames stay in the order they came). When they cannot be loaded, `use` does not run
 * (what it would have checked is dropped, as an answer that fails its schema is).
 */
export function withServerSchemas(use: (schemas: ServerSchemas) => void): void {
  if (loaded && !queue) {
    use(loaded);
    return;
  }
  const next: Promise<void> = (queue ?? Promise.resolve())
    .then(async () => {
      const schemas = await loadServerSchemas().catch(() => null);
      if (schemas) use(schemas);
    })
    .catch((error: unknown) => {
      // what `use` threw surfaces as it would have at once, and the frames after it still run
      setTimeout(() => {
        throw error;
      });
    })
    .finally(() => {
      if (queue === next) queue = null;
    });
  queue = next;
}
