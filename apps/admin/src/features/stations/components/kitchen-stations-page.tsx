import type { KitchenStation } from '@kiosk/contracts';
import { Button, Input, isApiError, PageHeader, Spinner, toast } from '@kiosk/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteStation } from '../api/delete-station';
import { useStations } from '../api/get-stations';
import { useTopCategories } from '../api/get-top-categories';
import { useSaveStation } from '../api/save-station';

function StationEditor({
  station,
  categories,
  onDone,
}: {
  station: KitchenStation | undefined;
  categories: Array<{ id: string; name: string }>;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(station?.name ?? '');
  const [chosen, setChosen] = useState<string[]>(station?.category_ids ?? []);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveStation();
  const remove = useDeleteStation();
  const nameId = useId();
  const fail = (e: unknown) => setError(isApiError(e) ? e.message : String(e));

  return (
    <form
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
      data-testid="station-editor"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        save.mutate(
          { ...(station ? { id: station.id } : {}), body: { name, category_ids: chosen } },
          {
            onSuccess: () => {
              toast.success(t('kitchenStations.saved'));
              if (!station) {
                setName('');
                setChosen([]);
              }
              onDone?.();
            },
            onError: fail,
          },
        );
      }}
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-64 flex-1 flex-col gap-1 font-medium text-sm">
          <label htmlFor={nameId}>{t('kitchenStations.name')}</label>
          <Input id={nameId} value={name} onChange={(e) => setName(e.target.value)} maxLength={60} required />
        </div>
        {station?.is_default && (
          <span className="rounded bg-primary-100 px-2 py-1 text-primary-900 text-sm">
            {t('kitchenStations.default')}
          </span>
        )}
        <Button type="submit" disabled={save.isPending}>
          {station ? t('kitchenStations.save') : t('kitchenStations.add')}
        </Button>
        {station && !station.is_default && (
          <Button
            type="button"
            variant="danger"
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
                  setChosen((list) => (e.target.checked ? [...list, c.id] : list.filter((id) => id !== c.id)))
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
