/** A translation catalogue: nested objects whose leaves are texts; keys are joined with dots. */
export type Catalogue = { [key: string]: string | Catalogue };

export interface KeyDifference {
  /** keys of the reference catalogue that the other one lacks */
  missing: string[];
  /** keys of the other catalogue that the reference one lacks */
  extra: string[];
}

/** Every leaf key of a catalogue in dotted form (`admin.nav.dashboard`), sorted. */
export function flattenKeys(catalogue: Catalogue, prefix = ''): string[] {
  const keys: string[] = [];
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.push(path);
    else keys.push(...flattenKeys(value, path));
  }
  return keys.sort();
}

export function compareCatalogueKeys(reference: Catalogue, other: Catalogue): KeyDifference {
  const referenceKeys = new Set(flattenKeys(reference));
  const otherKeys = new Set(flattenKeys(other));
  return {
    missing: [...referenceKeys].filter((key) => !otherKeys.has(key)),
    extra: [...otherKeys].filter((key) => !referenceKeys.has(key)),
  };
}
