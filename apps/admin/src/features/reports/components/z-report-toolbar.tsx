import { Button, useLanguage } from '@kiosk/ui';
import { Download, Lock, Printer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadReportFile } from '../../../lib/download-report-file';
import { outletToday } from '../utils/today';

/** The day to show, print, CSV and (for a day not yet closed) close the day; not printed. */
export function ZReportToolbar({
  day,
  onDayChange,
  canClose,
  onClose,
}: {
  day: string;
  onDayChange: (day: string) => void;
  canClose: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const lang = language === 'en' ? 'en' : 'tr';
  const [failed, setFailed] = useState(false);
  // The closed report when the day is closed: CSV, XLSX or the PDF with the outlet, Z number and print time.
  const download = (format: 'csv' | 'xlsx' | 'pdf') => {
    setFailed(false);
    const name = `${lang === 'tr' ? 'z-raporu' : 'z-report'}-${day}.${format}`;
    downloadReportFile('/functions/v1/z-report/export', { day, format, lang }, name).catch(() =>
      setFailed(true),
    );
  };
  return (
    <div className="z-no-print mb-4 flex flex-wrap items-end gap-3">
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-ink-muted">{t('reports.z.day')}</span>
        <input
          type="date"
          data-testid="z-day"
          className="rounded-lg border border-line bg-white px-3 py-2"
          value={day}
          max={outletToday()}
          onChange={(e) => onDayChange(e.target.value)}
        />
      </label>
      <Button variant="outline" className="min-h-11" onClick={() => window.print()}>
        <Printer className="size-4" aria-hidden="true" />
        {t('reports.z.print')}
      </Button>
      {(['csv', 'xlsx', 'pdf'] as const).map((format) => (
        <Button
          key={format}
          variant="outline"
          className="min-h-11"
          data-testid={`z-${format}`}
          onClick={() => download(format)}
        >
          <Download className="size-4" aria-hidden="true" />
          {t(`reports.z.${format}`)}
        </Button>
      ))}
      {canClose ? (
        <Button data-testid="z-close" onClick={onClose}>
          <Lock className="size-4" aria-hidden="true" />
          {t('reports.z.closeDay')}
        </Button>
      ) : null}
      {failed ? (
        <p role="alert" className="basis-full text-red-700 text-sm">
          {t('reports.z.downloadError')}
        </p>
      ) : null}
    </div>
  );
}
