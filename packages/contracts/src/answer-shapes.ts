/**
 * Checks without zod, for what an app's start-up code must read at once (zod and the schemas load
 * later, see packages/ui's loadServerSchemas): the API's error body, a token response (a stored
 * session) and the cached customer-info setting. Each accepts exactly what its zod schema accepts (answer-shapes.test.ts compares them).
 */

export const USER_ROLE_VALUES = ['user', 'cashier', 'admin', 'super_admin'] as const;

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNullableString = (value: unknown) => value === null || isString(value);
const isInteger = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value);
const oneOf = (values: readonly string[], value: unknown) => isString(value) && values.includes(value);

/** `errorBodySchema`: `{ success: false, error: { code, message, details? } }`. */
export function isErrorBodyShape(body: unknown): boolean {
  return (
    isObject(body) &&
    body.success === false &&
    isObject(body.error) &&
    isString(body.error.code) &&
    isString(body.error.message)
  );
}

function isKioskIdentity(kiosk: unknown): boolean {
  return (
    isObject(kiosk) &&
    isString(kiosk.id) &&
    isString(kiosk.username) &&
    isString(kiosk.public_id) &&
    isNullableString(kiosk.device_name) &&
    oneOf(['REST', 'CLOUD'], kiosk.payment_mode) &&
    isNullableString(kiosk.kiosk_session_id) &&
    isNullableString(kiosk.store_id)
  );
}

/** `authUserSchema`. */
function isAuthUser(user: unknown): boolean {
  return (
    isObject(user) &&
    isString(user.id) &&
    isNullableString(user.email) &&
    oneOf([...USER_ROLE_VALUES, 'kiosk'], user.role) &&
    typeof user.email_confirmed === 'boolean' &&
    isObject(user.app_metadata) &&
    isString(user.app_metadata.role) &&
    isObject(user.user_metadata) &&
    (user.kiosk === undefined || isKioskIdentity(user.kiosk))
  );
}

/** `tokenResponseSchema`: a sign-in's or refresh's answer, as an app keeps its session. */
export function isTokenResponseShape(value: unknown): boolean {
  return (
    isObject(value) &&
    isString(value.access_token) &&
    value.token_type === 'bearer' &&
    isInteger(value.expires_in) &&
    isInteger(value.expires_at) &&
    isString(value.refresh_token) &&
    isAuthUser(value.user)
  );
}

/** `settingValueSchemas.customer_info_min_amount`: `{ enabled, amount (0 to 100,000,000), operator }`. */
export function isCustomerInfoSettingShape(value: unknown): boolean {
  return (
    isObject(value) &&
    typeof value.enabled === 'boolean' &&
    typeof value.amount === 'number' &&
    Number.isFinite(value.amount) &&
    value.amount >= 0 &&
    value.amount <= 100_000_000 &&
    oneOf(['equal', 'equal_or_greater', 'greater'], value.operator)
  );
}
