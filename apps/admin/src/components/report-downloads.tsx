import { Button, useLanguage } from '@kiosk/ui';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadReportFile } from '../lib/download-report-file';

type ExportPath = Parameters<typeof downloadReportFile>[0];

/**
 * "CSV indir" / "XLSX indir" of the figures shown (the range report, the dashboard): the same
 * query as the page, in the screen's language; a failed download is said beside the buttons.
 */
export function ReportDownloads({
  path,
  query,
  fileName,
  testId,
  disabled,
}: {
  path: ExportPath;
  query: Record<string, string>;
  /** The file's name without its extension, in the file's language. */
  fileName: (lang: 'tr' | 'en') => string;
  /** The buttons' test ids: `<testId>-csv`, `<testId>-xlsx`. */
  testId: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const lang = language === 'en' ? 'en' : 'tr';
  const [failed, setFailed] = useState(false);
  const download = (format: 'csv' | 'xlsx') => {
    setFailed(false);
    downloadReportFile(path, { ...query, format, lang }, `${fileName(lang)}.${format}`).catch(() =>
      setFailed(true),
    );
  };
  return (
    <div className="z-no-print flex flex-wrap items-center gap-2">
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="outline"
          className="min-h-11"
          data-testid={`${testId}-${format}`}
          disabled={disabled}
          onClick={() => download(format)}
        >
          <Download className="size-4" aria-hidden="true" />
          {t(`reports.period.${format}`)}
        </Button>
      ))}
      {failed ? (
        <p role="alert" className="text-red-700 text-sm">
          {t('reports.period.downloadError')}
        </p>
      ) : null}
    </div>
  );
}
