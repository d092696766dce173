import type { KioskUser } from '@kiosk/contracts';
import {
  checkFingerprint,
  checkKioskPassword,
  checkKioskPin,
  checkKioskUsername,
  checkOptionalEmail,
} from '@kiosk/domain';
import { z } from 'zod';

/** The fields a server answer may name (its field errors land on them). */
export const KIOSK_FORM_FIELDS = [
  'username',
  'email',
  'password',
  'pin',
  'device_name',
  'device_fingerprint',
  'business_id',
  'store_id',
] as const;

/** The kiosk form's rules; a new kiosk also needs a password and a device fingerprint. */
export function kioskFormSchema(creating: boolean) {
  return z
    .object({
      username: z.string(),
      email: z.string(),
      password: z.string(),
      pin: z.string(),
      device_name: z.string(),
      device_fingerprint: z.string(),
      business_id: z.string(),
      store_id: z.string(),
      is_active: z.boolean(),
    })
    .superRefine((v, ctx) => {
      const issue = (path: string, key: string | undefined) => {
        if (key) ctx.addIssue({ code: 'custom', path: [path], message: key });
      };
      issue('username', checkKioskUsername(v.username.trim()));
      issue('email', checkOptionalEmail(v.email.trim()));
      if (v.pin) issue('pin', checkKioskPin(v.pin));
      if (creating) {
        issue('password', checkKioskPassword(v.password, 'passwordRequired'));
        if (!v.device_fingerprint.trim()) issue('device_fingerprint', 'fingerprintRequired');
        else issue('device_fingerprint', checkFingerprint(v.device_fingerprint));
      }
      if (!v.device_name.trim()) issue('device_name', 'deviceNameRequired');
    });
}
export type KioskFormValues = z.infer<ReturnType<typeof kioskFormSchema>>;

export function emptyKioskForm(): KioskFormValues {
  return {
    username: '',
    email: '',
    password: '',
    pin: '',
    device_name: '',
    device_fingerprint: '',
    business_id: '',
    store_id: '',
    is_active: true,
  };
}

/** The form's values when it opens: the kiosk's (secrets empty), or empty for a new kiosk. */
export function kioskFormValues(kiosk: KioskUser | null | undefined): KioskFormValues {
  if (!kiosk) return emptyKioskForm();
  return {
    ...emptyKioskForm(),
    username: kiosk.username,
    email: kiosk.email ?? '',
    device_name: kiosk.device_name ?? '',
    device_fingerprint: kiosk.device_fingerprint ?? '',
    business_id: kiosk.business_id ?? '',
    store_id: kiosk.store_id ?? '',
    is_active: kiosk.is_active,
  };
}

/**
 * The request a save sends: an update of the kiosk, or a create with its password and fingerprint.
 * Text is trimmed, empty optional values become null, and an empty PIN is left out (kept as it is).
 */
export function kioskRequestBody(values: KioskFormValues, kiosk: KioskUser | null | undefined) {
  const common = {
    username: values.username.trim(),
    email: values.email.trim() || null,
    device_name: values.device_name.trim(),
    business_id: values.business_id || null,
    store_id: values.store_id || null,
    is_active: values.is_active,
    ...(values.pin ? { pin: values.pin } : {}),
  };
  return kiosk
    ? { action: 'update' as const, id: kiosk.id, ...common }
    : {
        action: 'create' as const,
        ...common,
        password: values.password,
        device_fingerprint: values.device_fingerprint.trim(),
      };
}
