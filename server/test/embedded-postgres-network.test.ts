import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import {
  type EmbeddedDatabase,
  networkOptions,
  startEmbeddedPostgres,
  withAllowedNetworks,
} from '../src/db/embedded-postgres.js';
import { freePort } from './support/free-port.js';

/**
 * A store node's embedded Postgres must let central's replication connection in over the private
 * network (issue 36, operations): EMBEDDED_PG_LISTEN_ADDRESSES and EMBEDDED_PG_ALLOW_NETWORKS.
 */

const STORE_ENV = {
  NODE_ROLE: 'store',
  STORE_ID: '0a1b2c3d-0000-4000-8000-00000000beef',
  CENTRAL_DATABASE_URL: 'postgres://kiosk:s@10.8.0.1:54329/kiosk',
  STORE_DATABASE_URL_FOR_CENTRAL: 'postgres://kiosk:s@10.8.0.7:54329/kiosk',
};

describe('the embedded Postgres on the private network', () => {
  const dir = path.join(os.tmpdir(), `kiosk-pg-network-${process.pid}`);
  let embedded: EmbeddedDatabase | undefined;

  afterAll(async () => {
    await embedded?.stop();
    await rm(dir, { recursive: true, force: true });
  }, 30_000);

  it('names wrong or misplaced network settings', () => {
    expect(() => loadConfig({ ...STORE_ENV, EMBEDDED_PG_ALLOW_NETWORKS: '10.8.0.0/24' }, '/srv')).toThrow(
      /EMBEDDED_PG_ALLOW_NETWORKS: needs EMBEDDED_PG_LISTEN_ADDRESSES/,
    );
    expect(() =>
      loadConfig(
        { EMBEDDED_PG_LISTEN_ADDRESSES: 'localhost,10.8.0.7', EMBEDDED_PG_ALLOW_NETWORKS: '10.8.0/24' },
        '/srv',
      ),
    ).toThrow(/EMBEDDED_PG_ALLOW_NETWORKS: must be IPv4 networks/);
    expect(() => loadConfig({ EMBEDDED_PG_LISTEN_ADDRESSES: "localhost' host=x" }, '/srv')).toThrow(
      /EMBEDDED_PG_LISTEN_ADDRESSES: must be addresses separated by commas/,
    );
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://a@b/c', EMBEDDED_PG_LISTEN_ADDRESSES: '*' }, '/srv'),
    ).toThrow(/EMBEDDED_PG_LISTEN_ADDRESSES: only the embedded Postgres reads it/);
    expect(loadConfig({}, '/srv').embeddedPgNetwork).toEqual({
      listenAddresses: undefined,
      allowNetworks: [],
      password: undefined,
    });
    expect(() =>
      loadConfig(
        {
          NODE_ENV: 'production',
          EMBEDDED_PG_LISTEN_ADDRESSES: 'localhost,10.8.0.7',
          EMBEDDED_PG_ALLOW_NETWORKS: '10.8.0.1/32',
        },
        '/srv',
      ),
    ).toThrow(/EMBEDDED_PG_PASSWORD: required in production when EMBEDDED_PG_ALLOW_NETWORKS/);
    expect(() => loadConfig({ EMBEDDED_PG_PASSWORD: 'short' }, '/srv')).toThrow(
      /EMBEDDED_PG_PASSWORD: must be at least 12 characters/,
    );
  });

  it('rewrites only its own block of pg_hba.conf, and removes it when no network is allowed', () => {
    const initdb = 'local all all password\nhost all all 127.0.0.1/32 password\n';
    const once = withAllowedNetworks(initdb, ['10.8.0.0/24']);
    expect(once.startsWith(initdb)).toBe(true);
    expect(once).toMatch(/host +all +all +10\.8\.0\.0\/24 +scram-sha-256\n/);
    expect(withAllowedNetworks(once, ['10.8.0.0/24'])).toBe(once);
    const moved = withAllowedNetworks(once, ['10.9.0.0/16']);
    expect(moved).not.toContain('10.8.0.0/24');
    expect(moved).toContain('10.9.0.0/16');
    expect(withAllowedNetworks(moved, [])).toBe(initdb);
  });

  it('starts Postgres listening where the configuration says and letting the allowed network in', {
    timeout: 90_000,
  }, async () => {
    const config = loadConfig(
      {
        ...STORE_ENV,
        EMBEDDED_PG_LISTEN_ADDRESSES: '127.0.0.1',
        EMBEDDED_PG_ALLOW_NETWORKS: '10.8.0.0/24, 127.0.0.0/8',
      },
      '/srv',
    );
    const network = networkOptions(config.embeddedPgNetwork);
    const port = await freePort();
    const start = () =>
      startEmbeddedPostgres({
        clusterDir: path.join(dir, 'postgres'),
        port,
        database: 'kiosk',
        settings: network.settings,
        allowNetworks: network.allowNetworks,
      });
    embedded = await start();
    // over TCP on the listed address, as central's replication connection comes in
    const client = new pg.Client({
      host: '127.0.0.1',
      port,
      user: 'postgres',
      password: 'postgres',
      database: 'kiosk',
    });
    await client.connect();
    try {
      const listen = await client.query<{ listen_addresses: string }>('SHOW listen_addresses');
      expect(listen.rows[0]?.listen_addresses).toBe('127.0.0.1');
      const rules = await client.query<{ address: string; auth_method: string; error: string | null }>(
        `SELECT address, auth_method, error FROM pg_hba_file_rules WHERE type = 'host' ORDER BY line_number`,
      );
      expect(rules.rows.every((r) => r.error === null)).toBe(true);
      expect(rules.rows).toContainEqual({ address: '10.8.0.0', auth_method: 'scram-sha-256', error: null });
    } finally {
      await client.end();
    }
    // a restart without the setting takes the block out again
    await embedded.stop();
    embedded = await startEmbeddedPostgres({
      clusterDir: path.join(dir, 'postgres'),
      port,
      database: 'kiosk',
    });
    expect(await readFile(path.join(dir, 'postgres', 'pg_hba.conf'), 'utf8')).not.toContain('10.8.0.0');
  });

  it('moves the superuser off the default password when EMBEDDED_PG_PASSWORD is set, and keeps it', {
    timeout: 90_000,
  }, async () => {
    const clusterDir = path.join(dir, 'postgres');
    const port = await freePort();
    const secret = "a long secret with ' and @";
    const { password } = networkOptions(
      loadConfig({ EMBEDDED_PG_PASSWORD: secret }, '/srv').embeddedPgNetwork,
    );
    expect(password).toBe(secret);
    await embedded?.stop();
    const connect = async (pass: string) => {
      const client = new pg.Client({
        host: '127.0.0.1',
        port,
        user: 'postgres',
        password: pass,
        database: 'kiosk',
      });
      try {
        await client.connect();
      } finally {
        await client.end().catch(() => {});
      }
    };
    for (let start = 0; start < 2; start += 1) {
      embedded = await startEmbeddedPostgres({
        clusterDir,
        port,
        database: 'kiosk',
        ...(password ? { password } : {}),
      });
      // the server's own address carries it
      const own = new pg.Client({ connectionString: embedded.url });
      await own.connect();
      await own.end();
      await connect(secret);
      await expect(connect('postgres')).rejects.toMatchObject({ code: '28P01' });
      await embedded.stop();
    }
    // started without it, the cluster's password is named as the cause
    embedded = undefined;
    await expect(startEmbeddedPostgres({ clusterDir, port, database: 'kiosk' })).rejects.toThrow(
      /set EMBEDDED_PG_PASSWORD to the one it has/,
    );
  });

  it('says why when Postgres exits instead of starting', { timeout: 90_000 }, async () => {
    await expect(
      startEmbeddedPostgres({
        clusterDir: path.join(dir, 'refused'),
        port: await freePort(),
        database: 'kiosk',
        settings: { shared_buffers: 'plenty' },
      }),
    ).rejects.toThrow(/did not start: .*FATAL: .*shared_buffers/);
  });
});
