import { zodResolver } from '@hookform/resolvers/zod';
import type { KitchenStation } from '@kiosk/contracts';
import { Button, ConfirmDialog, Field, Input, isApiError, PageHeader, Spinner, toast } from '@kiosk/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useDeleteStation } from '../api/delete-station';
import { useStations } from '../api/get-stations';
import { useTopCategories } from '../api/get-top-categories';
import { useSaveStation } from '../api/save-station';

const schema = z.object({
  name: z.string().trim().min(1, 'nameRequired'),
  category_ids: z.array(z.string()),
});
type Values = z.infer<typeof schema>;

/** A category the server says another station cooks (409 category_at_other_station). */
interface TakenCategory {
  id: string;
  name: string;
  station_name: string;
}

function takenCategories(error: unknown): TakenCategory[] | undefined {
  if (!isApiError(error) || error.code !== 'category_at_other_station') return undefined;
  const details = error.details as { categories?: TakenCategory[] } | undefined;
  return details?.categories ?? [];
}

function StationEditor({
  station,
  categories,
}: {
  station: KitchenStation | undefined;
  categories: Array<{ id: string; name: string }>;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, watch, setValue, reset, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: station?.name ?? '', category_ids: station?.category_ids ?? [] },
  });
  const [error, setError] = useState<string | null>(null);
  const [moving, setMoving] = useState<{ values: Values; taken: TakenCategory[] } | null>(null);
  const save = useSaveStation();
  const remove = useDeleteStation();
  const nameId = useId();
  const chosen = watch('category_ids');
  const fail = (e: unknown) =>
    setError(
      isApiError(e) && e.status !== 0
        ? t(`kitchenStations.errors.${e.code}`, { defaultValue: t('kitchenStations.errors.generic') })
        : t('kitchenStations.errors.generic'),
    );

  const send = (values: Values, move: boolean) => {
    setError(null);
    save.mutate(
      {
        ...(station ? { id: station.id } : {}),
        body: {
          name: values.name,
          category_ids: values.category_ids,
          ...(move ? { move_categories: true } : {}),
        },
      },
      {
        onSuccess: () => {
          setMoving(null);
          toast.success(t('kitchenStations.saved'));
          if (!station) reset({ name: '', category_ids: [] });
        },
        onError: (e) => {
          const taken = takenCategories(e);
          if (taken && !move) setMoving({ values, taken });
          else {
            setMoving(null);
            fail(e);
          }
        },
      },
    );
  };
  const nameError = formState.errors.name?.message;

  return (
    <form
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
      data-testid="station-editor"
      noValidate
      onSubmit={handleSubmit((values) => send(values, false))}
    >
      <div className="flex flex-wrap items-start gap-3">
        <Field
          id={nameId}
          label={t('kitchenStations.name')}
          required
          error={nameError ? t(`kitchenStations.errors.${nameError}`) : undefined}
          className="min-w-64 flex-1"
        >
          <Input id={nameId} maxLength={60} invalid={!!nameError} {...register('name')} />
        </Field>
        {station?.is_default && (
          <span className="mt-7 rounded bg-primary-100 px-2 py-1 text-primary-900 text-sm">
            {t('kitchenStations.default')}
          </span>
        )}
        <Button type="submit" className="mt-6" disabled={save.isPending}>
          {station ? t('kitchenStations.save') : t('kitchenStations.add')}
        </Button>
        {station && !station.is_default && (
          <Button
            type="button"
            variant="danger"
            className="mt-6"
            disabled={remove.isPending}
            onClick={() => remove.mutate(station.id, { onError: fail })}
          >
            {t('kitchenStations.delete')}
          </Button>
        )}
      </div>
      <fieldset>
        <legend className="mb-2 font-medium text-sm">
          {station?.is_default ? t('kitchenStations.defaultCategories') : t('kitchenStations.categories')}
        </legend>
        <div className="flex flex-wrap gap-2">
          {categories.map((c) => (
            <label
              key={c.id}
              className="flex items-center gap-2 rounded-lg border border-line px-3 py-1.5 text-sm"
            >
              <input
                type="checkbox"
                checked={chosen.includes(c.id)}
                onChange={(e) =>
                  setValue(
                    'category_ids',
                    e.target.checked ? [...chosen, c.id] : chosen.filter((id) => id !== c.id),
                  )
                }
              />
              {c.name}
            </label>
          ))}
        </div>
      </fieldset>
      {error && (
        <p role="alert" className="text-danger-700 text-sm">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={moving !== null}
        title={t('kitchenStations.move.title')}
        message={
          <>
            {moving?.taken.map((c) => (
              <span key={c.id} className="block">
                {t('kitchenStations.move.line', { category: c.name, station: c.station_name })}
              </span>
            ))}
            <span className="mt-2 block">
              {t('kitchenStations.move.question', { station: moving?.values.name ?? '' })}
            </span>
          </>
        }
        confirmLabel={t('kitchenStations.move.confirm')}
        tone="primary"
        pending={save.isPending}
        onConfirm={() => moving && send(moving.values, true)}
        onCancel={() => setMoving(null)}
      />
    </form>
  );
}

/**
 * Kitchen stations (issue 20): each station's name and the categories it cooks; the default
 * station ("Mutfak") cooks everything no other station lists.
 */
export function KitchenStationsPage() {
  const { t } = useTranslation();
  const stations = useStations();
  const categories = useTopCategories();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4" data-testid="kitchen-stations-page">
      <PageHeader title={t('admin.nav.kitchenStations')} description={t('kitchenStations.description')} />
      {stations.isPending || categories.isPending ? (
        <Spinner />
      ) : (
        <>
          {stations.data?.map((station) => (
            <StationEditor
              key={`${station.id}:${station.name}:${station.category_ids.join(',')}`}
              station={station}
              categories={categories.data ?? []}
            />
          ))}
          <h2 className="mt-4 font-semibold text-lg">{t('kitchenStations.new')}</h2>
          <StationEditor station={undefined} categories={categories.data ?? []} />
        </>
      )}
    </div>
  );
}
