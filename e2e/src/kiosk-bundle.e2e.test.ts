import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialSize, KIOSK_INITIAL_CEILING_KB } from './bundle-size.js';
import { REPO_ROOT } from './server.js';

// Issue 37 part 4: what the welcome screen does not need loads later. The built kiosk's start-up
// code stays under its ceiling (bench/src/menu.bench.ts prints it against the 150 KB goal).
describe('the kiosk start-up code', () => {
  it(`stays under ${KIOSK_INITIAL_CEILING_KB} KB gzipped, no chunk over 500 kB, and leaves the later screens and zod out`, async () => {
    const dist = path.join(REPO_ROOT, 'apps/kiosk/dist');
    const size = await initialSize(dist);
    expect(size.gzippedKb, size.files.join(', ')).toBeLessThan(KIOSK_INITIAL_CEILING_KB);
    expect(size.largestKb).toBeLessThan(500);
    // the customer's screens, the staff dialogs and the English texts are chunks of their own
    expect(
      size.files.some((file) => /session-screens|staff-menu|staff-unlock|kiosk-english/.test(file)),
    ).toBe(false);
    // the server's answers are checked with schemas loaded after start-up (loadServerSchemas)
    expect(size.withZod).toEqual([]);
  });
});
