import { isApiError } from '@kiosk/ui';

export interface PrinterIssue {
  field: string | undefined;
  /** `printers.errors.<key>` */
  key: string;
}

/**
 * What a refused call says, as message keys under `printers.errors`: the server's rule keys with
 * their fields (columns for the paper width, the same printer as target), else `generic` (also
 * offline and server errors) with the server's own message when it gave one below 500.
 */
export function printerIssues(error: unknown): { issues: PrinterIssue[]; message: string | undefined } {
  if (!isApiError(error) || error.status === 0 || error.status >= 500)
    return { issues: [{ field: undefined, key: 'generic' }], message: undefined };
  const details = Array.isArray(error.details) ? error.details : error.details ? [error.details] : [];
  const issues = (details as Array<{ field?: string; key?: string }>)
    .filter((d) => typeof d.key === 'string')
    .map((d) => ({ field: d.field, key: d.key as string }));
  return issues.length > 0
    ? { issues, message: undefined }
    : { issues: [{ field: undefined, key: 'generic' }], message: error.message || undefined };
}
