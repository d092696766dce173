import { TERMINAL_DEFAULT_PORT } from '@kiosk/contracts';
import { z } from 'zod';
import type { SimulatorOptions } from './simulator.js';

const optional = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const envSchema = z.object({
  SIM_PORT: z.coerce.number().int().min(0).max(65_535).default(TERMINAL_DEFAULT_PORT),
  SIM_HOST: optional,
  SIM_SERIAL: optional,
  SIM_TERMINAL_ID: optional,
  SIM_MERCHANT_ID: optional,
  SIM_ACQUIRER: optional,
  SIM_MODE: z
    .string()
    .optional()
    .transform((value) => (value ?? 'REST').trim().toUpperCase())
    .pipe(z.enum(['REST', 'CLOUD'])),
  SIM_CLOUD_URL: optional.pipe(z.url({ protocol: /^wss?$/ }).optional()),
  SIM_CLOUD_TOKEN: optional,
  SIM_CLOUD_FINGERPRINT: optional,
  SIM_STATE_FILE: optional,
  SIM_DELAY_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  SIM_PUBLIC_URL: optional,
  SIM_CONTROL_TOKEN: optional,
});

/** Simulator options from SIM_* environment variables; throws a readable error on a bad value. */
export function simulatorOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SimulatorOptions {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid terminal simulator environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.SIM_MODE === 'CLOUD' && !e.SIM_CLOUD_URL) {
    throw new Error('SIM_MODE=CLOUD needs SIM_CLOUD_URL (e.g. ws://localhost:5173/api/pos/cloud/v1)');
  }
  const options: SimulatorOptions = { port: e.SIM_PORT, mode: e.SIM_MODE };
  if (e.SIM_HOST) options.host = e.SIM_HOST;
  if (e.SIM_SERIAL) options.serialNumber = e.SIM_SERIAL;
  if (e.SIM_TERMINAL_ID) options.terminalId = e.SIM_TERMINAL_ID;
  if (e.SIM_MERCHANT_ID) options.merchantId = e.SIM_MERCHANT_ID;
  if (e.SIM_ACQUIRER) options.acquirer = e.SIM_ACQUIRER;
  if (e.SIM_CLOUD_URL) options.cloudUrl = e.SIM_CLOUD_URL;
  if (e.SIM_CLOUD_TOKEN) options.cloudToken = e.SIM_CLOUD_TOKEN;
  if (e.SIM_CLOUD_FINGERPRINT) options.cloudFingerprint = e.SIM_CLOUD_FINGERPRINT;
  if (e.SIM_STATE_FILE) options.stateFile = e.SIM_STATE_FILE;
  if (e.SIM_DELAY_MS !== undefined) options.defaultDelayMs = e.SIM_DELAY_MS;
  if (e.SIM_PUBLIC_URL) options.publicUrl = e.SIM_PUBLIC_URL;
  if (e.SIM_CONTROL_TOKEN) options.controlToken = e.SIM_CONTROL_TOKEN;
  return options;
}
