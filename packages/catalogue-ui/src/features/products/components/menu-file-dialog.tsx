import type { MenuFileFormat, MenuImportIssue, MenuImportResult } from '@kiosk/contracts';
import { MENU_COLUMNS } from '@kiosk/domain';
import {
  Button,
  buttonClassName,
  Dialog,
  FormMessage,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  toast,
} from '@kiosk/ui';
import { Download, Upload } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useExportMenu } from '../api/export-menu';
import { useMenuFileImport } from '../hooks/use-menu-file-import';

/**
 * "İçe aktar / Dışa aktar": export the menu as CSV or XLSX; choose a file, see the dry run's
 * problems by line and column (or what it would change), then import it, all or nothing.
 */
export function MenuFileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const { checked, problem, fileName, busy, resultRef, close, check, apply, canImport } =
    useMenuFileImport(onClose);
  const result = checked?.result;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      size="xl"
      title={t('catalogue.menuFile.title')}
      description={t('catalogue.menuFile.description')}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={busy}>
            {t('catalogue.menuFile.close')}
          </Button>
          {canImport && (
            <Button onClick={apply} loading={busy} data-testid="menu-import-confirm">
              {busy ? t('catalogue.menuFile.importing') : t('catalogue.menuFile.import')}
            </Button>
          )}
        </>
      }
    >
      <ExportSection headingId={`${inputId}-export`} />

      <section aria-labelledby={`${inputId}-import`} className="mt-6 space-y-3 border-line border-t pt-5">
        <h3 id={`${inputId}-import`} className="font-semibold text-ink">
          {t('catalogue.menuFile.importTitle')}
        </h3>
        <p className="text-ink-muted text-sm">
          {t('catalogue.menuFile.formatHint', { columns: MENU_COLUMNS.join(', ') })}
        </p>
        <FilePicker inputId={inputId} busy={busy} fileName={fileName} onFile={(file) => void check(file)} />
        <div ref={resultRef} aria-live="polite" data-testid="menu-import-result">
          {busy && !checked && <p className="text-ink-muted text-sm">{t('catalogue.menuFile.checking')}</p>}
          {problem && <FormMessage>{problem}</FormMessage>}
          {checked && result && <DryRunResult name={checked.name} result={result} canImport={canImport} />}
        </div>
      </section>
    </Dialog>
  );
}

/** Export the menu as CSV or XLSX. */
function ExportSection({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const exporter = useExportMenu();
  const download = (format: MenuFileFormat) =>
    exporter.mutate(format, { onError: () => toast.error(t('catalogue.menuFile.exportFailed')) });
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-semibold text-ink">
        {t('catalogue.menuFile.exportTitle')}
      </h3>
      <p className="text-ink-muted text-sm">{t('catalogue.menuFile.exportHint')}</p>
      <div className="flex flex-wrap gap-3">
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="outline"
            onClick={() => download(format)}
            disabled={exporter.isPending}
            data-testid={`menu-export-${format}`}
          >
            <Download aria-hidden="true" />
            {t(format === 'csv' ? 'catalogue.menuFile.exportCsv' : 'catalogue.menuFile.exportXlsx')}
          </Button>
        ))}
      </div>
    </section>
  );
}

/**
 * The file to check: the browser's own file button speaks the browser's language, so a
 * translated label opens it; the chosen file's name beside it.
 */
function FilePicker({
  inputId,
  busy,
  fileName,
  onFile,
}: {
  inputId: string;
  busy: boolean;
  fileName: string | null;
  onFile: (file: File) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label
        htmlFor={inputId}
        aria-disabled={busy}
        className={buttonClassName({
          variant: 'outline',
          className: 'cursor-pointer focus-within:ring-2 focus-within:ring-primary-500',
        })}
      >
        <Upload aria-hidden="true" />
        {t('catalogue.menuFile.chooseFile')}
        <input
          id={inputId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={busy}
          data-testid="menu-import-file"
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      </label>
      {fileName && <span className="min-w-0 truncate text-ink-muted text-sm">{fileName}</span>}
    </div>
  );
}

function DryRunResult({
  name,
  result,
  canImport,
}: {
  name: string;
  result: MenuImportResult;
  canImport: boolean;
}) {
  const { t } = useTranslation();
  const { categories, products } = result.summary;
  if (result.issues.length > 0) {
    return (
      <div className="space-y-3">
        <FormMessage>
          {t('catalogue.menuFile.issuesTitle', { file: name, count: result.issues.length })}
        </FormMessage>
        <IssueTable issues={result.issues} />
      </div>
    );
  }
  return (
    <div className="space-y-2 rounded-xl border border-line bg-surface p-4 text-sm">
      <p className="font-medium text-ink">{t('catalogue.menuFile.ready', { file: name })}</p>
      <p className="text-ink-muted">
        {t('catalogue.menuFile.summary', {
          categoriesCreated: categories.created,
          categoriesUpdated: categories.updated,
          categoriesUnchanged: categories.unchanged,
          productsCreated: products.created,
          productsUpdated: products.updated,
          productsUnchanged: products.unchanged,
        })}
      </p>
      <p className="font-medium text-ink">
        {canImport ? t('catalogue.menuFile.confirm') : t('catalogue.menuFile.nothingToDo')}
      </p>
    </div>
  );
}

/** The problems as a table, or on a phone as one card each (a three-column table would squeeze the texts). */
function IssueTable({ issues }: { issues: MenuImportIssue[] }) {
  const { t } = useTranslation();
  const key = (issue: MenuImportIssue) => `${issue.line}-${issue.column ?? issue.value}-${issue.code}`;
  const problem = (issue: MenuImportIssue) => t(`catalogue.menuFile.issues.${issue.code}`);
  const column = (issue: MenuImportIssue) =>
    issue.column ? (
      <>
        {t(`catalogue.menuFile.columns.${issue.column}`)}{' '}
        <code className="text-ink-muted text-xs">{issue.column}</code>
      </>
    ) : issue.value ? (
      <code className="text-xs">{issue.value}</code>
    ) : (
      t('catalogue.menuFile.wholeRow')
    );
  return (
    <>
      <ul
        aria-label={t('catalogue.menuFile.issuesLabel')}
        className="space-y-2 sm:hidden"
        data-testid="menu-import-issue-cards"
      >
        {issues.map((issue) => (
          <li key={key(issue)} className="rounded-xl border border-line bg-white p-3 text-sm">
            <p className="font-medium text-ink">
              {t('catalogue.menuFile.lineNumber', { line: issue.line })} · {column(issue)}
            </p>
            <p className="mt-1 text-ink-muted">{problem(issue)}</p>
          </li>
        ))}
      </ul>
      <section
        aria-label={t('catalogue.menuFile.issuesLabel')}
        // a table wider than the dialog scrolls sideways: the keyboard must reach it
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
        tabIndex={0}
        className="hidden overflow-x-auto rounded-xl border border-line focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 sm:block"
      >
        <Table data-testid="menu-import-issues">
          <TableHeader>
            <TableRow>
              <TableHead className="w-20">{t('catalogue.menuFile.line')}</TableHead>
              <TableHead className="w-48">{t('catalogue.menuFile.column')}</TableHead>
              <TableHead>{t('catalogue.menuFile.problem')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {issues.map((issue) => (
              <TableRow key={key(issue)}>
                <TableCell className="tabular-nums">{issue.line}</TableCell>
                <TableCell>{column(issue)}</TableCell>
                <TableCell>{problem(issue)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
    </>
  );
}
