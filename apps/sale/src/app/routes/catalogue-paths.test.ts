import { isAdminPath } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_PATHS } from './catalogue-paths';

describe('the till’s catalogue paths', () => {
  it('stay in the sale app on a reload (no admin route segment, which the server sends to the admin)', () => {
    for (const path of Object.values(CATALOGUE_PATHS)) {
      expect(isAdminPath(path), path).toBe(false);
      expect(isAdminPath(`${path}?q=ayran&page=2`), path).toBe(false);
    }
  });
});
