/** File storage behind one interface; the Postgres driver keeps content-addressed blobs in the database. */
export interface StoredObject {
  bucket: string;
  path: string;
  sha256: string;
  contentType: string;
  size: number;
  cacheControl: string;
  createdAt: Date;
}

export interface ObjectWithData extends StoredObject {
  data: Buffer;
}

export interface PutOptions {
  contentType: string;
  /** Cache-Control max-age for the object; the spec uses 3600 s for uploads. */
  cacheControl?: string;
  /** When false (default) a second put on the same path fails with a conflict. */
  upsert?: boolean;
}

export interface BucketOptions {
  public: boolean;
  allowedMimeTypes?: string[];
  fileSizeLimit?: number;
}

export interface Storage {
  ensureBucket(bucket: string, options: BucketOptions): Promise<void>;
  put(bucket: string, path: string, data: Buffer, options: PutOptions): Promise<StoredObject>;
  /** Several objects of one bucket (distinct paths) in one write. */
  putMany(
    bucket: string,
    objects: ReadonlyArray<{ path: string; data: Buffer }>,
    options: PutOptions,
  ): Promise<StoredObject[]>;
  get(bucket: string, path: string): Promise<ObjectWithData | undefined>;
  list(
    bucket: string,
    options?: { prefix?: string; limit?: number; offset?: number },
  ): Promise<StoredObject[]>;
  isPublic(bucket: string): Promise<boolean>;
}

/** The public address of an object in a public bucket (same origin as the app). */
export function publicObjectUrl(bucket: string, path: string): string {
  return `/storage/v1/object/public/${encodeURIComponent(bucket)}/${path
    .split('/')
    .map(encodeURIComponent)
    .join('/')}`;
}
