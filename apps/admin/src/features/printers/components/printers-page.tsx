import type { Printer } from '@kiosk/contracts';
import { Button, ConfirmDialog, PageHeader, Spinner, toast } from '@kiosk/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeletePrinter } from '../api/delete-printer';
import { usePrinters } from '../api/get-printers';
import { printerIssues } from '../utils/printer-errors';
import { PrinterCard } from './printer-card';
import { PrinterFormDialog } from './printer-form-dialog';
import { PrinterJobsDialog } from './printer-jobs-dialog';
import { SimulatorPagesPanel } from './simulator-pages-panel';

/**
 * Network printers (issue 35): each with its status since when and its waiting jobs; add, edit,
 * test print, its queue (moving waiting jobs to another printer) and delete after a confirmation.
 */
export function PrintersPage() {
  const { t } = useTranslation();
  const printers = usePrinters();
  // undefined: closed; null: a new printer
  const [editing, setEditing] = useState<Printer | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Printer | null>(null);
  // the queue's printer by id: the list's copy, refreshed every 5 s, says whether jobs wait to be moved
  const [queueOf, setQueueOf] = useState<string | null>(null);
  const remove = useDeletePrinter();
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('printers.deleted'));
        setDeleting(null);
      },
      onError: (e) => {
        const { issues, message } = printerIssues(e);
        toast.error(message ?? t(`printers.errors.${issues[0]?.key ?? 'generic'}`));
      },
    });
  };
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4" data-testid="printers-page">
      <PageHeader
        title={t('admin.nav.printers')}
        description={t('printers.description')}
        actions={
          <Button onClick={() => setEditing(null)} data-testid="printer-add">
            <Plus aria-hidden="true" />
            {t('printers.add')}
          </Button>
        }
      />
      {printers.isPending ? (
        <Spinner />
      ) : printers.isError ? (
        <div role="alert" className="flex items-center gap-3 rounded-xl border border-line bg-surface p-4">
          <span className="text-danger-700">{t('printers.loadError')}</span>
          <Button variant="outline" onClick={() => void printers.refetch()}>
            {t('printers.retry')}
          </Button>
        </div>
      ) : printers.data.length === 0 ? (
        <p className="rounded-xl border border-line border-dashed bg-surface p-6 text-center text-ink-muted">
          {t('printers.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {printers.data.map((printer) => (
            <PrinterCard
              key={printer.id}
              printer={printer}
              onEdit={() => setEditing(printer)}
              onDelete={() => setDeleting(printer)}
              onQueue={() => setQueueOf(printer.id)}
            />
          ))}
        </ul>
      )}
      <SimulatorPagesPanel />
      <PrinterFormDialog printer={editing} onClose={() => setEditing(undefined)} />
      <PrinterJobsDialog
        printer={printers.data?.find((p) => p.id === queueOf) ?? null}
        printers={printers.data ?? []}
        onClose={() => setQueueOf(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('printers.delete.title')}
        message={t('printers.delete.message', { name: deleting?.name ?? '' })}
        confirmLabel={t('printers.delete.confirm')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
