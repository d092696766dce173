import type { Business, BusinessWrite, Store, StoreWrite } from '@kiosk/contracts';
import type { FleetMessageKey } from '@kiosk/domain';
import type { Repositories } from '../../repositories/index.js';
import type { BusinessValues, StoreValues } from '../../repositories/outlet.repository.js';
import type { FleetActor } from './fleet-actor.js';
import { type AuditValues, pick, recordFleetChange } from './fleet-audit.js';
import { fail, invalid } from './fleet-errors.js';
import { businessValues, storeValues } from './outlet-values.js';

/** One kind of outlet (business or store) as the audited CRUD below reads and writes it. */
interface OutletKind<
  Values extends { name?: string; is_active?: boolean },
  Row extends { name: string },
  Shown,
> {
  entityType: 'business' | 'store';
  notFound: FleetMessageKey;
  nameRequired: FleetMessageKey;
  /** What the delete answers while the outlet is in use, and the 409 it becomes. */
  inUse: { result: string; code: string; key: FleetMessageKey };
  find(repos: Repositories, id: string): Promise<Row | undefined>;
  /** One outlet as the list shows it. */
  listed(repos: Repositories, id: string): Promise<Shown | undefined>;
  insert(repos: Repositories, values: Values & { name: string }): Promise<{ id: string }>;
  update(repos: Repositories, id: string, values: Values): Promise<boolean>;
  remove(repos: Repositories, id: string): Promise<string>;
  /** The audit's "before" of a deleted outlet. */
  deleted(row: Row): AuditValues;
}

const withIsoCreatedAt = <T extends { created_at: Date }>(row: T) => ({
  ...row,
  created_at: row.created_at.toISOString(),
});

const BUSINESSES: OutletKind<BusinessValues, { name: string }, Business> = {
  entityType: 'business',
  notFound: 'businessNotFound',
  nameRequired: 'businessNameRequired',
  inUse: { result: 'has_stores', code: 'business_has_stores', key: 'businessHasStores' },
  find: (repos, id) => repos.outlet.findBusiness(id),
  listed: async (repos, id) => {
    const row = await repos.outlet.listedBusiness(id);
    return row && withIsoCreatedAt(row);
  },
  insert: (repos, values) =>
    repos.outlet.insertBusiness({
      name: values.name,
      tax_number: values.tax_number ?? null,
      address: values.address ?? null,
      phone: values.phone ?? null,
      email: values.email ?? null,
      is_active: values.is_active ?? true,
    }),
  update: (repos, id, values) => repos.outlet.updateBusiness(id, values),
  remove: (repos, id) => repos.outlet.deleteBusiness(id),
  deleted: (row) => ({ name: row.name }),
};

const STORES: OutletKind<StoreValues, { name: string; business_id: string }, Store> = {
  entityType: 'store',
  notFound: 'storeNotFound',
  nameRequired: 'storeNameRequired',
  inUse: { result: 'has_kiosks', code: 'store_has_kiosks', key: 'storeHasKiosks' },
  find: (repos, id) => repos.outlet.findStore(id),
  listed: async (repos, id) => {
    const row = await repos.outlet.listedStore(id);
    return row && withIsoCreatedAt(row);
  },
  insert: (repos, values) => {
    if (!values.business_id) throw invalid('business_id', 'storeBusinessRequired');
    return repos.outlet.insertStore({
      name: values.name,
      business_id: values.business_id,
      address: values.address ?? null,
      phone: values.phone ?? null,
      is_active: values.is_active ?? true,
    });
  },
  update: (repos, id, values) => repos.outlet.updateStore(id, values),
  remove: (repos, id) => repos.outlet.deleteStore(id),
  deleted: (row) => ({ name: row.name, business_id: row.business_id }),
};

/** An update that only flips is_active is an activation or deactivation in the audit log. */
function updateAction(entityType: string, values: { is_active?: boolean }): string {
  if (Object.keys(values).length !== 1 || values.is_active === undefined) return `${entityType}.updated`;
  return values.is_active ? `${entityType}.activated` : `${entityType}.deactivated`;
}

/** The outlets kiosks belong to: businesses and their stores, every change audited (spec 001 section 3). */
export class OutletService {
  constructor(private readonly repos: Repositories) {}

  async listBusinesses(): Promise<Business[]> {
    return (await this.repos.outlet.listBusinesses()).map(withIsoCreatedAt);
  }

  async createBusiness(actor: FleetActor, input: BusinessWrite): Promise<Business> {
    return this.create(actor, BUSINESSES, await businessValues(this.repos, input, undefined));
  }

  async updateBusiness(actor: FleetActor, id: string, input: BusinessWrite): Promise<Business> {
    const before = await this.existing(BUSINESSES, id);
    return this.update(actor, BUSINESSES, id, before, await businessValues(this.repos, input, id));
  }

  deleteBusiness(actor: FleetActor, id: string): Promise<void> {
    return this.remove(actor, BUSINESSES, id);
  }

  async listStores(filter: {
    businessId?: string | undefined;
    active?: boolean | undefined;
  }): Promise<Store[]> {
    return (await this.repos.outlet.listStores(filter)).map(withIsoCreatedAt);
  }

  async createStore(actor: FleetActor, input: StoreWrite): Promise<Store> {
    return this.create(actor, STORES, await storeValues(this.repos, input, undefined));
  }

  async updateStore(actor: FleetActor, id: string, input: StoreWrite): Promise<Store> {
    const before = await this.existing(STORES, id);
    return this.update(actor, STORES, id, before, await storeValues(this.repos, input, id, before));
  }

  deleteStore(actor: FleetActor, id: string): Promise<void> {
    return this.remove(actor, STORES, id);
  }

  // The one audited CRUD of both kinds ----------------------------------------------------------

  private async existing<V extends { name?: string }, R extends { name: string }, S>(
    kind: OutletKind<V, R, S>,
    id: string,
  ): Promise<R> {
    const row = await kind.find(this.repos, id);
    if (!row) throw fail('not_found', 404, kind.notFound);
    return row;
  }

  private async shown<V extends { name?: string }, R extends { name: string }, S>(
    kind: OutletKind<V, R, S>,
    id: string,
  ): Promise<S> {
    const found = await kind.listed(this.repos, id);
    if (!found) throw fail('not_found', 404, kind.notFound);
    return found;
  }

  private async create<V extends { name?: string }, R extends { name: string }, S>(
    actor: FleetActor,
    kind: OutletKind<V, R, S>,
    values: V,
  ): Promise<S> {
    const { name } = values;
    if (name === undefined) throw invalid('name', kind.nameRequired);
    const id = await this.repos.transaction(async (repos) => {
      const row = await kind.insert(repos, { ...values, name });
      await recordFleetChange(repos, actor, {
        action: `${kind.entityType}.created`,
        entityType: kind.entityType,
        entityId: row.id,
        summary: name,
        after: { ...values },
      });
      return row.id;
    });
    return this.shown(kind, id);
  }

  private async update<V extends { name?: string; is_active?: boolean }, R extends { name: string }, S>(
    actor: FleetActor,
    kind: OutletKind<V, R, S>,
    id: string,
    before: R,
    values: V,
  ): Promise<S> {
    await this.repos.transaction(async (repos) => {
      if (Object.keys(values).length > 0) await kind.update(repos, id, values);
      await recordFleetChange(repos, actor, {
        action: updateAction(kind.entityType, values),
        entityType: kind.entityType,
        entityId: id,
        summary: values.name ?? before.name,
        before: pick(before, Object.keys(values)),
        after: { ...values },
      });
    });
    return this.shown(kind, id);
  }

  private async remove<V extends { name?: string }, R extends { name: string }, S>(
    actor: FleetActor,
    kind: OutletKind<V, R, S>,
    id: string,
  ): Promise<void> {
    await this.repos.transaction(async (repos) => {
      const before = await kind.find(repos, id);
      if (!before) throw fail('not_found', 404, kind.notFound);
      const result = await kind.remove(repos, id);
      if (result === kind.inUse.result) throw fail(kind.inUse.code, 409, kind.inUse.key);
      if (result === 'not_found') throw fail('not_found', 404, kind.notFound);
      await recordFleetChange(repos, actor, {
        action: `${kind.entityType}.deleted`,
        entityType: kind.entityType,
        entityId: id,
        summary: before.name,
        before: kind.deleted(before),
      });
    });
  }
}
