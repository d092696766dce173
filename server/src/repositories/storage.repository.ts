import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CompiledOnce } from '../db/compiled-once.js';
import type { DB } from '../db/schema.js';
import type { BucketOptions, ObjectWithData, PutOptions, Storage, StoredObject } from '../storage/storage.js';

type ObjectRow = {
  bucket_id: string;
  path: string;
  sha256: string;
  content_type: string;
  size: number;
  cache_control: string;
  created_at: Date;
};

function toStored(row: ObjectRow): StoredObject {
  return {
    bucket: row.bucket_id,
    path: row.path,
    sha256: row.sha256,
    contentType: row.content_type,
    size: row.size,
    cacheControl: row.cache_control,
    createdAt: row.created_at,
  };
}

export class ObjectExistsError extends Error {
  constructor(
    readonly bucket: string,
    readonly path: string,
  ) {
    super(`Object ${bucket}/${path} already exists`);
  }
}

/** Postgres storage driver: blobs deduplicated by SHA-256, objects name them by bucket and path. */
export class PostgresStorage implements Storage {
  constructor(private readonly db: Kysely<DB>) {}

  async ensureBucket(bucket: string, options: BucketOptions): Promise<void> {
    await this.db
      .insertInto('storage_buckets')
      .values({
        id: bucket,
        public: options.public,
        allowed_mime_types: options.allowedMimeTypes ?? null,
        file_size_limit: options.fileSizeLimit ?? null,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }

  /** The blob (kept once per content) and the object naming it, in one autocommit statement. */
  async put(bucket: string, path: string, data: Buffer, options: PutOptions): Promise<StoredObject> {
    const [stored] = await this.putMany(bucket, [{ path, data }], options);
    if (!stored) throw new ObjectExistsError(bucket, path);
    return stored;
  }

  /**
   * Several objects of one bucket (distinct paths) with their blobs, in one autocommit statement.
   * Without `upsert`, a path that exists is left as it was and the call fails with
   * ObjectExistsError (the other objects are stored).
   */
  async putMany(
    bucket: string,
    objects: ReadonlyArray<{ path: string; data: Buffer }>,
    options: PutOptions,
  ): Promise<StoredObject[]> {
    const rows = objects.map(({ path, data }) => ({
      bucket_id: bucket,
      path,
      sha256: createHash('sha256').update(data).digest('hex'),
      content_type: options.contentType,
      size: data.length,
      cache_control: options.cacheControl ?? 'max-age=3600',
      data,
    }));
    const blobs = [...new Map(rows.map((row) => [row.sha256, row])).values()];
    // the values by name, as putManyStatement's placeholders are named
    const values: Record<string, unknown> = {
      bucket,
      contentType: options.contentType,
      cacheControl: options.cacheControl ?? 'max-age=3600',
    };
    for (const [i, row] of rows.entries())
      Object.assign(values, { [`path${i}`]: row.path, [`sha${i}`]: row.sha256, [`size${i}`]: row.size });
    for (const [i, blob] of blobs.entries())
      Object.assign(values, {
        [`blobSha${i}`]: blob.sha256,
        [`blobData${i}`]: blob.data,
        [`blobSize${i}`]: blob.size,
      });
    const stored = await putManyStatement(rows.length, blobs.length, options.upsert === true).rows(
      this.db,
      values,
    );
    const byPath = new Map(stored.map((row) => [row.path, toStored(row)]));
    return rows.map((row) => {
      const object = byPath.get(row.path);
      if (!object) throw new ObjectExistsError(bucket, row.path);
      return object;
    });
  }

  async get(bucket: string, path: string): Promise<ObjectWithData | undefined> {
    const row = await this.db
      .selectFrom('storage_objects as o')
      .innerJoin('storage_blobs as b', 'b.sha256', 'o.sha256')
      .selectAll('o')
      .select('b.data')
      .where('o.bucket_id', '=', bucket)
      .where('o.path', '=', path)
      .executeTakeFirst();
    return row ? { ...toStored(row), data: row.data } : undefined;
  }

  async list(
    bucket: string,
    options: { prefix?: string; limit?: number; offset?: number } = {},
  ): Promise<StoredObject[]> {
    let query = this.db.selectFrom('storage_objects').selectAll().where('bucket_id', '=', bucket);
    if (options.prefix) query = query.where('path', 'like', `${options.prefix.replace(/[\\%_]/g, '\\$&')}%`);
    const rows = await query
      .orderBy('created_at', 'desc')
      .orderBy('path')
      .limit(options.limit ?? 100)
      .offset(options.offset ?? 0)
      .execute();
    return rows.map(toStored);
  }

  async isPublic(bucket: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('storage_buckets')
      .select('public')
      .where('id', '=', bucket)
      .executeTakeFirst();
    return row?.public ?? false;
  }
}

/** putMany's statements by shape (objects, distinct blobs, upsert), each built once (CompiledOnce). */
const PUT_MANY = new Map<string, CompiledOnce<Record<string, unknown>, ObjectRow>>();
/** Shapes kept at most (a receipt pair, one upload...); a rarer one is built for its run. */
const PUT_MANY_SHAPES = 16;

function putManyStatement(objects: number, blobs: number, upsert: boolean) {
  const shape = `${objects}/${blobs}/${upsert}`;
  const kept = PUT_MANY.get(shape);
  if (kept) return kept;
  const statement = new CompiledOnce((db, v: Record<string, unknown>) => {
    const text = (name: string) => v[name] as string;
    const insert = db
      .with('blob', (d) =>
        d
          .insertInto('storage_blobs')
          .values(
            Array.from({ length: blobs }, (_, i) => ({
              sha256: text(`blobSha${i}`),
              data: v[`blobData${i}`] as Buffer,
              size: v[`blobSize${i}`] as number,
            })),
          )
          .onConflict((oc) => oc.column('sha256').doNothing()),
      )
      .insertInto('storage_objects')
      .values(
        Array.from({ length: objects }, (_, i) => ({
          bucket_id: text('bucket'),
          path: text(`path${i}`),
          sha256: text(`sha${i}`),
          content_type: text('contentType'),
          size: v[`size${i}`] as number,
          cache_control: text('cacheControl'),
        })),
      );
    return (
      upsert
        ? insert.onConflict((oc) =>
            oc.columns(['bucket_id', 'path']).doUpdateSet((eb) => ({
              sha256: eb.ref('excluded.sha256'),
              content_type: eb.ref('excluded.content_type'),
              size: eb.ref('excluded.size'),
              cache_control: eb.ref('excluded.cache_control'),
            })),
          )
        : insert.onConflict((oc) => oc.columns(['bucket_id', 'path']).doNothing())
    ).returningAll();
  });
  if (PUT_MANY.size < PUT_MANY_SHAPES) PUT_MANY.set(shape, statement);
  return statement;
}
