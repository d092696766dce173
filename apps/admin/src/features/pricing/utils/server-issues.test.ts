import { ApiError } from '@kiosk/ui';
import { describe, expect, it, vi } from 'vitest';
import { applyServerIssues, serverIssues } from './server-issues';

const refused = (details: unknown) =>
  new ApiError({ status: 400, code: 'validation_failed', message: 'invalid', details });

describe("a refused write's field-named issues", () => {
  it('reads field and key (or code) and ignores anything else', () => {
    expect(
      serverIssues(
        refused([
          { field: 'groups.0.max', key: 'group_counts_invalid' },
          { field: 'product_id', code: 'product_unknown' },
          { message: 'no field' },
        ]),
      ),
    ).toEqual([
      { field: 'groups.0.max', key: 'group_counts_invalid' },
      { field: 'product_id', key: 'product_unknown' },
    ]);
    expect(serverIssues(new Error('boom'))).toEqual([]);
  });

  it('puts each on its renamed field and says whether any landed', () => {
    const setError = vi.fn();
    const error = refused([
      { field: 'prices.1.price_minor', key: 'price_invalid' },
      { field: 'elsewhere', key: 'x' },
    ]);
    const rename = (f: string) => (f.startsWith('prices.') ? f.replace('prices.', 'rows.') : undefined);
    expect(applyServerIssues(error, setError, rename)).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('rows.1.price_minor', { type: 'server', message: 'price_invalid' });
    expect(applyServerIssues(refused([]), setError)).toBe(false);
  });
});
