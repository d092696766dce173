import type { Kysely, Transaction } from 'kysely';
import { publicObjectUrl, type Storage } from '../../storage/storage.js';
import type { DB } from '../schema.js';
import { type DemoSecrets, hashDemoSecrets, insertDemoAccounts } from './demo-accounts.js';
import { demoPromotionRows, mealDealRows } from './meal-deal-data.js';
import { productImagePath, renderProductImage } from './product-images.js';
import {
  catalogueTranslationRows,
  categoryRows,
  configuratorRows,
  type ImageUrls,
  imageJobs,
  productRows,
  uiTranslationRows,
} from './seed-rows.js';

export { DEMO_ACCOUNTS, DEMO_KIOSK } from './demo-accounts.js';

/** First-start seed of the demo food outlet: runs once per database (bookkept in seed_runs). */

const DEMO_SEED_NAME = 'demo-outlet';

const PRODUCT_IMAGES_BUCKET = 'product-images';
const WELCOME_VIDEOS_BUCKET = 'welcome-videos';
const MAX_UPLOAD_BYTES = 5242880;
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

type Log = (msg: string) => void;

async function alreadySeeded(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom('seed_runs')
    .select('name')
    .where('name', '=', DEMO_SEED_NAME)
    .executeTakeFirst();
  return row !== undefined;
}

async function ensureBuckets(storage: Storage): Promise<void> {
  await storage.ensureBucket(PRODUCT_IMAGES_BUCKET, {
    public: true,
    allowedMimeTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
    fileSizeLimit: MAX_UPLOAD_BYTES,
  });
  await storage.ensureBucket(WELCOME_VIDEOS_BUCKET, {
    public: true,
    allowedMimeTypes: ['video/mp4', 'video/webm', 'video/ogg'],
    fileSizeLimit: MAX_UPLOAD_BYTES,
  });
}

/** Render every illustration, then store them (idempotent upserts: content-addressed paths). */
async function renderAndStoreImages(storage: Storage, log: Log): Promise<ImageUrls> {
  const jobs = imageJobs();
  const started = performance.now();
  const buffers = await Promise.all(jobs.map((job) => renderProductImage(job.spec.kind, job.spec.palette)));
  log(`demo seed: rendered ${jobs.length} images in ${Math.round(performance.now() - started)} ms`);
  const urls = new Map<string, string>();
  for (const [i, job] of jobs.entries()) {
    const data = buffers[i];
    if (!data) continue;
    const path = productImagePath(job.slug, data);
    await storage.put(PRODUCT_IMAGES_BUCKET, path, data, {
      contentType: 'image/webp',
      cacheControl: IMAGE_CACHE_CONTROL,
      upsert: true,
    });
    urls.set(job.slug, publicObjectUrl(PRODUCT_IMAGES_BUCKET, path));
  }
  return urls;
}

/** Claim the seed inside the transaction, so that two servers starting at once cannot both seed. */
async function claimSeed(trx: Transaction<DB>): Promise<boolean> {
  const row = await trx
    .insertInto('seed_runs')
    .values({ name: DEMO_SEED_NAME })
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('name')
    .executeTakeFirst();
  return row !== undefined;
}

async function insertCatalogue(trx: Transaction<DB>, images: ImageUrls): Promise<void> {
  await trx.insertInto('categories').values(categoryRows()).execute();
  await trx.insertInto('products').values(productRows(images)).execute();
  await trx.insertInto('translations').values(catalogueTranslationRows()).execute();
}

async function insertConfigurator(trx: Transaction<DB>, images: ImageUrls): Promise<void> {
  const rows = configuratorRows(images);
  await trx.insertInto('configuration_steps').values(rows.steps).execute();
  await trx.insertInto('configuration_options').values(rows.options).execute();
  await trx.insertInto('product_configurations').values(rows.productSteps).execute();
  await trx.insertInto('configuration_step_options').values(rows.stepOptions).execute();
  await trx.insertInto('translations').values(rows.translations).execute();
}

/** The demo's menu texts; the default settings and welcome page come with the migrations. */
async function insertUiTexts(trx: Transaction<DB>): Promise<void> {
  await trx.insertInto('ui_translations').values(uiTranslationRows()).execute();
}

/** The meal deal's groups and choices, and the (inactive) happy hour. */
async function insertPricing(trx: Transaction<DB>): Promise<void> {
  const deals = mealDealRows();
  await trx.insertInto('meal_deal_groups').values(deals.groups).execute();
  await trx.insertInto('meal_deal_choices').values(deals.choices).execute();
  await trx.insertInto('promotions').values(demoPromotionRows('cold-drinks')).execute();
}

async function insertAll(trx: Transaction<DB>, images: ImageUrls, secrets: DemoSecrets): Promise<boolean> {
  if (!(await claimSeed(trx))) return false;
  await insertCatalogue(trx, images);
  await insertConfigurator(trx, images);
  await insertUiTexts(trx);
  await insertDemoAccounts(trx, secrets);
  await insertPricing(trx);
  return true;
}

/**
 * Seed the demo outlet once per database. Images are stored first (safe to repeat), then every row
 * and the seed_runs marker go in one transaction: a crash leaves either nothing or everything.
 */
export async function seedDemoOutlet(
  db: Kysely<DB>,
  storage: Storage,
  log: Log = () => {},
): Promise<{ seeded: boolean }> {
  if (await alreadySeeded(db)) return { seeded: false };
  const started = performance.now();
  await ensureBuckets(storage);
  const images = await renderAndStoreImages(storage, log);
  const secrets = await hashDemoSecrets();
  const seeded = await db.transaction().execute((trx) => insertAll(trx, images, secrets));
  log(
    seeded
      ? `demo seed: demo outlet created in ${Math.round(performance.now() - started)} ms`
      : 'demo seed: already applied by another process',
  );
  return { seeded };
}
