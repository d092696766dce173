import { describe, expect, it } from 'vitest';
import { requireCentralNotOlder } from '../src/replication/node-operations.js';
import {
  addPublicationTablesSql,
  emptyTablesSql,
  forgetStoreNodeSql,
  migrationsMissingAtCentral,
  missingTables,
  refreshSubscriptionSql,
  subscriptionConnectionSql,
} from '../src/replication/operations-sql.js';

const STORE = '0A1B2C3D-0000-4000-8000-00000000beef';
const KEY = '0a1b2c3d00004000800000000000beef';

describe('replication operations statements (pure)', () => {
  it('adds only a release`s new tables to a publication, with the store`s row filter', () => {
    const wanted = [
      { table: 'orders' },
      { table: 'release_notes' },
      { table: 'release_devices', filter: 'store_id = $store', identityFull: true },
    ];
    const missing = missingTables(wanted, ['orders', 'order_items']);
    expect(missing.map((t) => t.table)).toEqual(['release_notes', 'release_devices']);
    expect(addPublicationTablesSql(`kiosk_down_${KEY}`, missing, STORE)).toBe(
      `ALTER PUBLICATION "kiosk_down_${KEY}" ADD TABLE "release_notes", ` +
        `"release_devices" WHERE (store_id = '0a1b2c3d-0000-4000-8000-00000000beef'::uuid)`,
    );
    // a second start finds every table in place: nothing to run
    expect(missingTables(wanted, ['orders', 'release_notes', 'release_devices'])).toEqual([]);
    expect(addPublicationTablesSql('kiosk_up', [], STORE)).toBeUndefined();
    // the store empties them (its migration's default rows) before central's copy
    expect(emptyTablesSql(missing)).toEqual([
      'SET LOCAL session_replication_role = replica',
      'DELETE FROM "release_devices"',
      'DELETE FROM "release_notes"',
    ]);
  });

  it('refreshes and repoints subscriptions with quoted names and connection strings', () => {
    expect(refreshSubscriptionSql(`kiosk_up_${KEY}`)).toBe(
      `ALTER SUBSCRIPTION "kiosk_up_${KEY}" REFRESH PUBLICATION WITH (copy_data = true)`,
    );
    expect(subscriptionConnectionSql(`kiosk_up_${KEY}`, "postgres://u:p'w@10.8.0.7:54329/kiosk")).toBe(
      `ALTER SUBSCRIPTION "kiosk_up_${KEY}" CONNECTION 'postgres://u:p''w@10.8.0.7:54329/kiosk'`,
    );
  });

  it('forgets a lost store node: its subscription without its slot, then central`s slot of its down flow', () => {
    expect(forgetStoreNodeSql(STORE, { hasSubscription: true, hasDownSlot: true })).toEqual([
      `ALTER SUBSCRIPTION "kiosk_up_${KEY}" DISABLE`,
      `ALTER SUBSCRIPTION "kiosk_up_${KEY}" SET (slot_name = NONE)`,
      `DROP SUBSCRIPTION "kiosk_up_${KEY}"`,
      `SELECT pg_drop_replication_slot('kiosk_down_${KEY}')`,
    ]);
    expect(forgetStoreNodeSql(STORE, { hasSubscription: false, hasDownSlot: true })).toEqual([
      `SELECT pg_drop_replication_slot('kiosk_down_${KEY}')`,
    ]);
    expect(forgetStoreNodeSql(STORE, { hasSubscription: false, hasDownSlot: false })).toEqual([]);
    expect(() => forgetStoreNodeSql('not-a-store', { hasSubscription: true, hasDownSlot: true })).toThrow(
      /not a store id/,
    );
  });

  it('refuses a store node whose release central has not got (central is upgraded first)', () => {
    const central = ['20261121000100_init', '20261130000100_numbers'];
    expect(migrationsMissingAtCentral(central, central)).toEqual([]);
    // central newer than the store: the safe order
    expect(() => requireCentralNotOlder(central.slice(0, 1), central)).not.toThrow();
    const storeRelease = [...central, '20261201000100_release_notes'];
    expect(migrationsMissingAtCentral(storeRelease, central)).toEqual(['20261201000100_release_notes']);
    expect(() => requireCentralNotOlder(storeRelease, central)).toThrow(
      /central lacks migration 20261201000100_release_notes.*upgrade central first/,
    );
  });
});
