import type { BusinessWrite, StoreWrite } from '@kiosk/contracts';
import { checkOptionalEmail, checkOptionalPhone, checkTaxNumber, nameKey } from '@kiosk/domain';
import type { Repositories } from '../../repositories/index.js';
import type { BusinessValues, StoreValues } from '../../repositories/outlet.repository.js';
import { orNull } from './fleet-audit.js';
import { check, invalid, taken } from './fleet-errors.js';

/** A business form's fields, checked (section 5); the name unique among businesses (Turkish-aware). */
export async function businessValues(
  repos: Repositories,
  input: BusinessWrite,
  id: string | undefined,
): Promise<BusinessValues> {
  const values: BusinessValues = {};
  if (id === undefined || input.name !== undefined) {
    if (!input.name?.trim()) throw invalid('name', 'businessNameRequired');
    values.name = input.name.trim();
    const key = nameKey(input.name);
    const businesses = await repos.outlet.listBusinesses();
    if (businesses.some((b) => b.id !== id && nameKey(b.name) === key))
      throw taken('name', 'businessNameTaken');
  }
  if (input.email !== undefined) {
    check('email', checkOptionalEmail(input.email));
    values.email = orNull(input.email);
  }
  if (input.phone !== undefined) {
    check('phone', checkOptionalPhone(input.phone));
    values.phone = orNull(input.phone);
  }
  if (input.tax_number !== undefined) {
    check('tax_number', checkTaxNumber(input.tax_number));
    values.tax_number = orNull(input.tax_number);
  }
  if (input.address !== undefined) values.address = orNull(input.address);
  if (input.is_active !== undefined) values.is_active = input.is_active;
  return values;
}

/** A store form's fields, checked; its business must exist (and be active unless it already was its). */
export async function storeValues(
  repos: Repositories,
  input: StoreWrite,
  id: string | undefined,
  current?: { name: string; business_id: string },
): Promise<StoreValues> {
  const create = id === undefined;
  const currentBusinessId = current?.business_id;
  const values: StoreValues = {};
  if (create || input.name !== undefined) {
    if (!input.name?.trim()) throw invalid('name', 'storeNameRequired');
    values.name = input.name.trim();
  }
  if (create || input.business_id !== undefined) {
    if (!input.business_id) throw invalid('business_id', 'storeBusinessRequired');
    const business = await repos.outlet.findBusiness(input.business_id);
    if (!business) throw invalid('business_id', 'businessNotFound');
    if (!business.is_active && input.business_id !== currentBusinessId)
      throw invalid('business_id', 'businessInactive');
    values.business_id = input.business_id;
  }
  if (input.phone !== undefined) {
    check('phone', checkOptionalPhone(input.phone));
    values.phone = orNull(input.phone);
  }
  if (input.address !== undefined) values.address = orNull(input.address);
  if (input.is_active !== undefined) values.is_active = input.is_active;
  await refuseTakenStoreName(repos, values, id, current);
  return values;
}

/** Two stores of one business may not share a name (Turkish-aware, any case). */
async function refuseTakenStoreName(
  repos: Repositories,
  values: StoreValues,
  id: string | undefined,
  current: { name: string; business_id: string } | undefined,
): Promise<void> {
  const name = values.name ?? current?.name;
  const businessId = values.business_id ?? current?.business_id;
  if (!name || !businessId || (values.name === undefined && values.business_id === undefined)) return;
  const stores = await repos.outlet.listStores({ businessId });
  if (stores.some((s) => s.id !== id && nameKey(s.name) === nameKey(name)))
    throw taken('name', 'storeNameTaken');
}
