import { Button, useLanguage } from '@kiosk/ui';
import { Download, Lock, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { downloadZReportCsv } from '../api/download-z-report-csv';
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
      <Button variant="outline" onClick={() => window.print()}>
        <Printer className="size-4" aria-hidden="true" />
        {t('reports.z.print')}
      </Button>
      <Button
        variant="outline"
        data-testid="z-csv"
        onClick={() => void downloadZReportCsv(day, language === 'en' ? 'en' : 'tr')}
      >
        <Download className="size-4" aria-hidden="true" />
        {t('reports.z.csv')}
      </Button>
      {canClose ? (
        <Button data-testid="z-close" onClick={onClose}>
          <Lock className="size-4" aria-hidden="true" />
          {t('reports.z.closeDay')}
        </Button>
      ) : null}
    </div>
  );
}
