import { parseArgs } from 'node:util';
import { z } from 'zod';
import { parseCodePageOverrides } from './codepages.js';
import { CONTROL_DEFAULT_PORT, PRINTER_DEFAULT_PORT, type PrinterSimulatorOptions } from './simulator.js';
import { PRINTER_MODES } from './status.js';

const optional = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));
const port = (fallback: number) => z.coerce.number().int().min(0).max(65_535).default(fallback);

const settingsSchema = z.object({
  PRINTER_SIM_NAME: optional,
  PRINTER_SIM_PORT: port(PRINTER_DEFAULT_PORT),
  PRINTER_SIM_CONTROL_PORT: port(CONTROL_DEFAULT_PORT),
  PRINTER_SIM_HOST: optional,
  PRINTER_SIM_WIDTH_MM: z.coerce
    .number()
    .refine((mm) => mm === 58 || mm === 80, 'expected 58 or 80 (mm)')
    .transform((mm) => mm as 58 | 80)
    .default(80),
  PRINTER_SIM_MODE: z.enum(PRINTER_MODES).default('normal'),
  PRINTER_SIM_PAGE_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  PRINTER_SIM_CODEPAGES: optional,
  PRINTER_SIM_CONTROL_TOKEN: optional,
});

/** Command-line flags, each the same as one PRINTER_SIM_* variable (a flag wins). */
const FLAGS = {
  name: 'PRINTER_SIM_NAME',
  port: 'PRINTER_SIM_PORT',
  'control-port': 'PRINTER_SIM_CONTROL_PORT',
  host: 'PRINTER_SIM_HOST',
  width: 'PRINTER_SIM_WIDTH_MM',
  mode: 'PRINTER_SIM_MODE',
  'page-delay-ms': 'PRINTER_SIM_PAGE_DELAY_MS',
  codepages: 'PRINTER_SIM_CODEPAGES',
} as const;

/** Options from PRINTER_SIM_* variables and --flags; throws a readable error on a bad value. */
export function simulatorOptionsFrom(
  env: NodeJS.ProcessEnv = process.env,
  args: string[] = process.argv.slice(2),
): PrinterSimulatorOptions {
  const { values } = parseArgs({
    args,
    options: Object.fromEntries(Object.keys(FLAGS).map((flag) => [flag, { type: 'string' as const }])),
    strict: true,
  });
  const merged: Record<string, string | undefined> = { ...env };
  for (const [flag, variable] of Object.entries(FLAGS)) {
    const value = values[flag];
    if (typeof value === 'string') merged[variable] = value;
  }
  const parsed = settingsSchema.safeParse(merged);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid printer simulator settings:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const options: PrinterSimulatorOptions = {
    port: e.PRINTER_SIM_PORT,
    controlPort: e.PRINTER_SIM_CONTROL_PORT,
    paperWidthMm: e.PRINTER_SIM_WIDTH_MM,
    mode: e.PRINTER_SIM_MODE,
    pageDelayMs: e.PRINTER_SIM_PAGE_DELAY_MS,
  };
  if (e.PRINTER_SIM_NAME) options.name = e.PRINTER_SIM_NAME;
  if (e.PRINTER_SIM_HOST) options.host = e.PRINTER_SIM_HOST;
  if (e.PRINTER_SIM_CODEPAGES) options.codePages = parseCodePageOverrides(e.PRINTER_SIM_CODEPAGES);
  if (e.PRINTER_SIM_CONTROL_TOKEN) options.controlToken = e.PRINTER_SIM_CONTROL_TOKEN;
  return options;
}
