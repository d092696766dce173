import { describe, expect, it } from 'vitest';
import { parseTillDevice } from './till-device';

const NOW = Date.parse('2026-11-29T10:00:00Z');
const stored = (expires_at: string) =>
  JSON.stringify({ token: 't'.repeat(43), pos_device_id: 'device-1', expires_at });

describe('parseTillDevice', () => {
  it('keeps a credential until it expires', () => {
    expect(parseTillDevice(stored('2026-12-01T00:00:00Z'), NOW)).toEqual({
      token: 't'.repeat(43),
      pos_device_id: 'device-1',
      expires_at: '2026-12-01T00:00:00Z',
    });
    expect(parseTillDevice(stored('2026-11-29T09:59:59Z'), NOW)).toBeNull();
  });

  it('ignores nothing stored, broken JSON and missing fields', () => {
    expect(parseTillDevice(null, NOW)).toBeNull();
    expect(parseTillDevice('{', NOW)).toBeNull();
    expect(parseTillDevice(JSON.stringify({ token: 'x' }), NOW)).toBeNull();
  });
});
