import type { Printer } from '@kiosk/contracts';
import { Badge, Button, Dialog, Field, Select, Spinner, toast } from '@kiosk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PrintJob, usePrinterJobs } from '../api/get-printer-jobs';
import { useMovePrinterJobs } from '../api/move-printer-jobs';
import { printerIssues } from '../utils/printer-errors';
import { moveTargets, sinceText } from '../utils/printer-status';

/** A printer's queue (status, attempts, last error) and moving its waiting jobs to another printer. */
export function PrinterJobsDialog({
  printer,
  printers,
  onClose,
}: {
  printer: Printer | null;
  printers: readonly Printer[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const jobs = usePrinterJobs(printer?.id);
  return (
    <Dialog
      open={printer !== null}
      onOpenChange={(next) => !next && onClose()}
      title={t('printers.jobs.title', { name: printer?.name ?? '' })}
      size="lg"
      footer={
        <Button variant="outline" onClick={onClose}>
          {t('printers.jobs.close')}
        </Button>
      }
    >
      {printer && (
        <div className="flex flex-col gap-4">
          {jobs.isPending ? (
            <Spinner />
          ) : (jobs.data ?? []).length === 0 ? (
            <p className="text-ink-muted">{t('printers.jobs.empty')}</p>
          ) : (
            <JobTable jobs={jobs.data ?? []} />
          )}
          {/* always mounted: the move's toast still shows after the list says nothing waits */}
          <MoveJobs printer={printer} printers={printers} />
        </div>
      )}
    </Dialog>
  );
}

function JobTable({ jobs }: { jobs: PrintJob[] }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="max-h-80 overflow-auto">
      <table className="w-full text-left text-sm" data-testid="printer-jobs">
        <thead className="text-ink-muted">
          <tr>
            <th className="py-1 pr-2">{t('printers.jobs.kind')}</th>
            <th className="py-1 pr-2">{t('printers.jobs.status')}</th>
            <th className="py-1 pr-2">{t('printers.jobs.attempts')}</th>
            <th className="py-1 pr-2">{t('printers.jobs.created')}</th>
            <th className="py-1">{t('printers.jobs.lastError')}</th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={job.id} className="border-line border-t align-top" data-status={job.status}>
              <td className="py-1.5 pr-2">
                {t(`printers.jobs.kinds.${job.kind}`)}
                {job.reprint && (
                  <Badge tone="warning" className="ml-1">
                    {t('printers.jobs.reprint')}
                  </Badge>
                )}
              </td>
              <td className="py-1.5 pr-2">{t(`printers.jobs.statuses.${job.status}`)}</td>
              <td className="py-1.5 pr-2">{job.attempts}</td>
              <td className="whitespace-nowrap py-1.5 pr-2">
                {sinceText(job.created_at, new Date(), i18n.language)}
              </td>
              <td className="break-words py-1.5 text-danger-700">{job.last_error ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MoveJobs({ printer, printers }: { printer: Printer; printers: readonly Printer[] }) {
  const { t } = useTranslation();
  const targets = moveTargets(printers, printer.id);
  const [to, setTo] = useState('');
  const move = useMovePrinterJobs();
  const target = to || targets[0]?.id || '';
  if (targets.length === 0) return null;
  const run = () =>
    move.mutate(
      { id: printer.id, to: target },
      {
        onSuccess: (count) => toast.success(t('printers.jobs.moved', { count })),
        onError: (e) => {
          const { issues, message } = printerIssues(e);
          toast.error(message ?? t(`printers.errors.${issues[0]?.key ?? 'generic'}`));
        },
      },
    );
  return (
    <div className="flex flex-wrap items-end gap-3 border-line border-t pt-4">
      <Field id="printer-move-target" label={t('printers.jobs.moveTarget')} className="min-w-56 flex-1">
        <Select id="printer-move-target" value={target} onChange={(e) => setTo(e.target.value)}>
          {targets.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} · {t(`printers.status.${p.status}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Button
        onClick={run}
        loading={move.isPending}
        disabled={printer.waiting_jobs === 0}
        data-testid="printer-move"
      >
        {t('printers.jobs.moveTo')}
      </Button>
    </div>
  );
}
