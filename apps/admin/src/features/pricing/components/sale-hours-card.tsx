import { zodResolver } from '@hookform/resolvers/zod';
import { LoadingPanel } from '@kiosk/catalogue-ui';
import type { TimeWindow } from '@kiosk/domain';
import { Button, toast } from '@kiosk/ui';
import { get, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { serverMessageDescription } from '../../../lib/server-message';
import { type AvailabilityOwner, useAvailability } from '../api/get-availability';
import { useSaveAvailability } from '../api/save-availability';
import { errorText } from '../utils/error-text';
import { applyServerIssues } from '../utils/server-issues';
import { windowRowSchema, windowRows, windowsWrite } from '../utils/time-windows';
import { TimeWindowsEditor } from './time-windows-editor';

const hoursSchema = z.object({ rows: z.array(windowRowSchema).max(20) });
type HoursForm = z.infer<typeof hoursSchema>;

/** "Satış saatleri" of a product or a category: the windows it is sold in (none: always). */
export function SaleHoursCard({
  owner,
  title,
  description,
}: {
  owner: AvailabilityOwner;
  title: string;
  description: string;
}) {
  const { t } = useTranslation();
  const availability = useAvailability(owner);
  return (
    <section
      className="rounded-2xl border border-line bg-white p-5 shadow-card"
      data-testid={`sale-hours-${owner.kind}`}
    >
      <h2 className="font-semibold text-ink text-lg">{title}</h2>
      <p className="mb-3 text-ink-muted text-sm">{description}</p>
      {availability.error ? (
        <p role="alert" className="text-red-700 text-sm">
          {t('pricing.common.loadError')}
        </p>
      ) : !availability.data ? (
        <LoadingPanel className="min-h-24" />
      ) : (
        <HoursForm key={`${owner.kind}:${owner.id}`} owner={owner} saved={availability.data.windows} />
      )}
    </section>
  );
}

function HoursForm({ owner, saved }: { owner: AvailabilityOwner; saved: TimeWindow[] }) {
  const { t } = useTranslation();
  const form = useForm<HoursForm>({
    resolver: zodResolver(hoursSchema),
    defaultValues: { rows: windowRows(saved) },
  });
  const save = useSaveAvailability();
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { owner, windows: windowsWrite(values.rows) },
      {
        onSuccess: (stored) => {
          form.reset({ rows: windowRows(stored.windows) });
          toast.success(t('pricing.hours.saved'));
        },
        onError: (error) => {
          const rename = (field: string) => {
            const m = /^windows\.(\d+)\.?(\w+)?/.exec(field);
            return m ? `rows.${m[1]}.${m[2] === 'end' ? 'end' : 'start'}` : undefined;
          };
          if (!applyServerIssues(error, form.setError, rename)) {
            toast.error(t('pricing.common.saveFailed'), serverMessageDescription(error, t));
          }
        },
      },
    ),
  );
  return (
    <form noValidate className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
      <TimeWindowsEditor
        rows={form.watch('rows')}
        onChange={(rows) => form.setValue('rows', rows, { shouldDirty: true })}
        errorOf={(index, field) =>
          errorText(
            t,
            (get(form.formState.errors, `rows.${index}.${field}`) as { message?: string } | undefined)
              ?.message,
          )
        }
        emptyText={t('pricing.hours.always')}
      />
      <Button
        type="submit"
        loading={save.isPending}
        className="self-end"
        data-testid={`save-hours-${owner.kind}`}
      >
        {t('pricing.common.save')}
      </Button>
    </form>
  );
}
