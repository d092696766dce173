import dns from 'node:dns';

type Lookup = typeof dns.lookup;

/**
 * A `dns.lookup` that answers the host names of `map` (e.g. `kiosk.localhost` -> `127.0.0.1`, as a
 * DNS entry would before a load balancer routing by `Host`) and asks `fallback` for every other name.
 */
export function lookupVia(map: Record<string, string>, fallback: Lookup): Lookup {
  const names = new Map(Object.entries(map).map(([host, address]) => [host.toLowerCase(), address]));
  const lookup = (host: string, options: unknown, callback?: unknown) => {
    const address = names.get(host.toLowerCase());
    if (address === undefined) return (fallback as (...args: unknown[]) => void)(host, options, callback);
    const done = (typeof options === 'function' ? options : callback) as (...args: unknown[]) => void;
    const family = address.includes(':') ? 6 : 4;
    const all = typeof options === 'object' && options !== null && (options as { all?: boolean }).all;
    process.nextTick(() => (all ? done(null, [{ address, family }]) : done(null, address, family)));
  };
  return lookup as Lookup;
}

/**
 * Makes this process resolve `config.resolve`'s names (HTTP and WebSocket alike keep the name in
 * their `Host` header); returns the undo.
 */
export function resolveHosts(map: Record<string, string> | undefined): () => void {
  if (!map || Object.keys(map).length === 0) return () => {};
  const original = dns.lookup;
  Object.assign(dns, { lookup: lookupVia(map, original) });
  return () => Object.assign(dns, { lookup: original });
}
