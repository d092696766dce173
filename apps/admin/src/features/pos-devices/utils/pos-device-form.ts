import type { PosDevice } from '@kiosk/contracts';
import {
  checkFingerprint,
  checkPosIpAddress,
  checkPosPort,
  POS_FORM_DEFAULT_PORT,
  posFormPort,
} from '@kiosk/domain';
import { z } from 'zod';

/** The POS device form's rules; editing also requires a valid fingerprint. */
export function posDeviceFormSchema(editing: boolean) {
  return z
    .object({
      serial: z.string(),
      name: z.string(),
      model: z.string(),
      ip: z.string(),
      port: z.string(),
      merchant: z.string(),
      terminal: z.string(),
      fingerprint: z.string(),
      /** The store the till stands in ('' none). */
      store: z.string(),
    })
    .superRefine((v, ctx) => {
      if (!v.serial.trim()) ctx.addIssue({ code: 'custom', path: ['serial'], message: 'posSerialRequired' });
      const ip = checkPosIpAddress(v.ip);
      if (ip) ctx.addIssue({ code: 'custom', path: ['ip'], message: ip });
      const port = checkPosPort(v.port);
      if (port) ctx.addIssue({ code: 'custom', path: ['port'], message: port });
      // Spec 5: required in edit mode; in add mode optional (generated when empty).
      if (editing || v.fingerprint.trim()) {
        const key = checkFingerprint(v.fingerprint);
        if (key) ctx.addIssue({ code: 'custom', path: ['fingerprint'], message: key });
      }
    });
}
export type PosDeviceFormValues = z.infer<ReturnType<typeof posDeviceFormSchema>>;

/** The server's field names and the form's. */
export const POS_SERVER_FIELDS = {
  p_pos_serial_number: 'serial',
  p_ip_address: 'ip',
  p_port: 'port',
  p_fingerprint: 'fingerprint',
  p_store_id: 'store',
};

/** The form's values when it opens: the device's, or empty with the default port for a new one. */
export function posDeviceFormValues(device: PosDevice | null): PosDeviceFormValues {
  return {
    serial: device?.pos_serial_number ?? '',
    name: device?.device_name ?? '',
    model: device?.device_model ?? '',
    ip: device?.ip_address ?? '',
    port: String(device?.port ?? POS_FORM_DEFAULT_PORT),
    merchant: device?.merchant_id ?? '',
    terminal: device?.terminal_id ?? '',
    fingerprint: device?.fingerprint ?? '',
    store: device?.store_id ?? '',
  };
}

/**
 * What a save sends: trimmed text, empty optional values as null; the fingerprint when typed, and
 * always when editing (a new device without one gets a generated one).
 */
export function posDeviceRequestValues(v: PosDeviceFormValues, editing: boolean) {
  return {
    p_pos_serial_number: v.serial.trim(),
    p_device_name: v.name.trim() || null,
    p_device_model: v.model.trim() || null,
    p_ip_address: v.ip.trim() || null,
    p_port: posFormPort(v.port),
    p_merchant_id: v.merchant.trim() || null,
    p_terminal_id: v.terminal.trim() || null,
    p_store_id: v.store || null,
    ...(v.fingerprint.trim() || editing ? { p_fingerprint: v.fingerprint.trim() } : {}),
  };
}
