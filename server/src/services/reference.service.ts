import type { Repositories } from '../repositories/index.js';

export class ReferenceService {
  constructor(private readonly repos: Repositories) {}

  taxGroups() {
    return this.repos.reference.activeTaxGroups();
  }

  unitCodes() {
    return this.repos.reference.activeUnitCodes();
  }

  uiTranslations(language: 'tr' | 'en', prefix?: string) {
    return this.repos.reference.uiTranslations(language, prefix);
  }
}
