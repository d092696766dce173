interface Named {
  id: string;
  name: string;
}

/** What a printer's card says about its customer slips: the kiosks' and tills' names, and how many ids no longer name one. */
export interface SlipSources {
  names: string[];
  unknown: number;
}

/**
 * The kiosks and tills a printer prints customer slips for, by name (kiosks first, in the printer's
 * order). Undefined while either list is still loading, so a not-yet-loaded name is never called unknown.
 */
export function slipSources(
  ids: readonly string[],
  kiosks: readonly Named[] | undefined,
  tills: readonly Named[] | undefined,
): SlipSources | undefined {
  if (!kiosks || !tills) return undefined;
  const names: string[] = [];
  let unknown = 0;
  const ordered = [...ids].sort(
    (a, b) => Number(!kiosks.some((k) => k.id === a)) - Number(!kiosks.some((k) => k.id === b)),
  );
  for (const id of ordered) {
    const found = kiosks.find((k) => k.id === id) ?? tills.find((d) => d.id === id);
    if (found) names.push(found.name);
    else unknown += 1;
  }
  return { names, unknown };
}
