import type { Printer } from '@kiosk/contracts';
import { Badge, Button, toast } from '@kiosk/ui';
import { ListOrdered, Pencil, Printer as PrinterIcon, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePrinterStations } from '../api/get-printer-choices';
import { useTestPrinter } from '../api/test-printer';
import { printerIssues } from '../utils/printer-errors';
import { sinceText, statusTone } from '../utils/printer-status';
import { PrinterSlipSources } from './printer-slip-sources';

/** One printer: name, address, paper, status since when, waiting jobs, its stations, slip sources and actions. */
export function PrinterCard({
  printer,
  onEdit,
  onDelete,
  onQueue,
}: {
  printer: Printer;
  onEdit(): void;
  onDelete(): void;
  onQueue(): void;
}) {
  const { t, i18n } = useTranslation();
  const stations = usePrinterStations();
  const test = useTestPrinter();
  const names = (stations.data ?? []).filter((s) => printer.station_ids.includes(s.id)).map((s) => s.name);
  const runTest = () =>
    test.mutate(printer.id, {
      onSuccess: () => toast.success(t('printers.testQueued')),
      onError: (e) => {
        const { issues, message } = printerIssues(e);
        toast.error(message ?? t(`printers.errors.${issues[0]?.key ?? 'generic'}`));
      },
    });
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 lg:flex-row lg:items-center"
      data-testid="printer-card"
      data-status={printer.status}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="truncate font-semibold text-lg">{printer.name}</h2>
          <Badge tone={statusTone(printer.status)} dot>
            <span data-testid="printer-status">{t(`printers.status.${printer.status}`)}</span>
          </Badge>
          <span className="text-ink-muted text-sm">
            {t('printers.since', { time: sinceText(printer.status_since, new Date(), i18n.language) })}
          </span>
        </div>
        <p className="break-words text-ink-muted text-sm">
          <span className="break-all font-mono">
            {printer.host}:{printer.port}
          </span>
          {' · '}
          {t('printers.paper', { width: printer.paper_width_mm, columns: printer.columns })}
          {' · '}
          {t(`printers.codePages.${printer.code_page}`, { defaultValue: printer.code_page })}
        </p>
        <p className="text-sm">
          {names.length > 0
            ? t('printers.stationsLine', { names: names.join(', ') })
            : t('printers.noStations')}
        </p>
        <PrinterSlipSources ids={printer.slip_source_ids} />
        {printer.last_error && printer.status !== 'online' && (
          <p className="break-words text-danger-700 text-sm">{printer.last_error}</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={printer.waiting_jobs > 0 ? 'warning' : 'muted'}>
          <span data-testid="printer-waiting">{t('printers.waiting', { count: printer.waiting_jobs })}</span>
        </Badge>
        <Button variant="outline" onClick={runTest} loading={test.isPending} data-testid="printer-test">
          <PrinterIcon aria-hidden="true" />
          {t('printers.actions.test')}
        </Button>
        <Button variant="outline" onClick={onQueue} data-testid="printer-queue">
          <ListOrdered aria-hidden="true" />
          {t('printers.actions.jobs')}
        </Button>
        <Button variant="outline" onClick={onEdit} data-testid="printer-edit">
          <Pencil aria-hidden="true" />
          {t('printers.actions.edit')}
        </Button>
        <Button variant="danger" onClick={onDelete} data-testid="printer-delete">
          <Trash2 aria-hidden="true" />
          {t('printers.actions.delete')}
        </Button>
      </div>
    </li>
  );
}
