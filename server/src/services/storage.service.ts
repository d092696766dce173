import { errors } from '../errors.js';
import type { ObjectWithData, Storage } from '../storage/storage.js';

export class StorageService {
  constructor(private readonly storage: Storage) {}

  async readPublic(bucket: string, path: string): Promise<ObjectWithData> {
    if (!(await this.storage.isPublic(bucket))) throw errors.notFound('File');
    const object = await this.storage.get(bucket, path);
    if (!object) throw errors.notFound('File');
    return object;
  }
}
