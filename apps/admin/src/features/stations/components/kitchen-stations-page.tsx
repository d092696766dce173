import { PageHeader, Spinner } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { useStations } from '../api/get-stations';
import { useTopCategories } from '../api/get-top-categories';
import { StationEditor } from './station-editor';

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
