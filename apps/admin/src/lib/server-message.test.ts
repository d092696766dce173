import { ApiError } from '@kiosk/ui';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { serverMessageDescription } from './server-message';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;

describe('serverMessageDescription (issue 29 item 16)', () => {
  it("never shows the server's field-check text; keeps a refusal it explains", () => {
    const invalid = new ApiError({
      status: 400,
      code: 'validation_failed',
      message: 'success_screen_seconds: Too big: expected number to be <=60',
    });
    expect(serverMessageDescription(invalid, t)).toEqual({ description: 't:admin.invalidInput' });
    const conflict = new ApiError({
      status: 409,
      code: 'conflict',
      message: 'Bu ayar başka bir yerde değişti',
    });
    expect(serverMessageDescription(conflict, t)).toEqual({ description: 'Bu ayar başka bir yerde değişti' });
    expect(serverMessageDescription(new ApiError({ status: 500, code: 'x', message: 'boom' }), t)).toEqual(
      {},
    );
  });
});
