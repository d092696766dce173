import { z } from 'zod';

/** The menu file's formats (issue 30): `;`-separated CSV with a byte order mark, or an Excel workbook. */
export const MENU_FILE_FORMATS = ['csv', 'xlsx'] as const;
export type MenuFileFormat = (typeof MENU_FILE_FORMATS)[number];

export const MENU_FILE_TYPES: Record<MenuFileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const menuImportQuerySchema = z.object({
  /** `true`: check the file and answer what would change, writing nothing. */
  dry_run: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

/** The file travels base64-encoded in JSON, so it stays within BODY_LIMIT_BYTES (about 750 kB of file by default). */
export const menuImportBodySchema = z.object({
  format: z.enum(MENU_FILE_FORMATS),
  content_base64: z
    .string()
    .min(1)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64'),
});
export type MenuImportBody = z.infer<typeof menuImportBodySchema>;

/** One problem: the file's line (1 is the header) and column, with a stable code the apps translate. */
export const menuImportIssueSchema = z.object({
  line: z.number().int(),
  column: z.string().nullable(),
  code: z.string(),
  /** The file's own text the issue is about where no column names it (an unknown header's name). */
  value: z.string().optional(),
});
export type MenuImportIssue = z.infer<typeof menuImportIssueSchema>;

const countsSchema = z.object({ created: z.number(), updated: z.number(), unchanged: z.number() });

export const menuImportResultSchema = z.object({
  dry_run: z.boolean(),
  /** True only when the changes were written (never on a dry run or with issues). */
  applied: z.boolean(),
  issues: z.array(menuImportIssueSchema),
  summary: z.object({ categories: countsSchema, products: countsSchema }),
});
export type MenuImportResult = z.infer<typeof menuImportResultSchema>;

export const menuExportQuerySchema = z.object({ format: z.enum(MENU_FILE_FORMATS).default('csv') });
