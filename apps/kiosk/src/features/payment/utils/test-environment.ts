import { readStorage, writeStorage } from '@kiosk/ui';

/**
 * The terminal simulator's address, remembered from the last payment's view
 * (`test_environment_url`), so the next payment can offer the test-environment result chooser
 * before the sale is sent. Cleared as soon as a payment says the terminal is real.
 */
const TEST_ENVIRONMENT_KEY = 'kiosk_test_environment_url';

export function rememberedTestEnvironment(): string | null {
  const value = readStorage(TEST_ENVIRONMENT_KEY);
  return value && /^https?:\/\//.test(value) ? value : null;
}

export function rememberTestEnvironment(url: string | null): void {
  if (url !== rememberedTestEnvironment()) writeStorage(TEST_ENVIRONMENT_KEY, url);
}
