import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { ReferenceRepository } from '../repositories/reference.repository.js';

export class ReferenceService {
  constructor(private readonly db: Kysely<DB>) {}

  taxGroups() {
    return new ReferenceRepository(this.db).activeTaxGroups();
  }

  unitCodes() {
    return new ReferenceRepository(this.db).activeUnitCodes();
  }

  uiTranslations(language: 'tr' | 'en', prefix?: string) {
    return new ReferenceRepository(this.db).uiTranslations(language, prefix);
  }
}
