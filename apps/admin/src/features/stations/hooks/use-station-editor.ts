import { zodResolver } from '@hookform/resolvers/zod';
import type { KitchenStation } from '@kiosk/contracts';
import { toast } from '@kiosk/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useDeleteStation } from '../api/delete-station';
import { useSaveStation } from '../api/save-station';
import { stationErrorKey, type TakenCategory, takenCategories } from '../utils/station-errors';

const schema = z.object({
  name: z.string().trim().min(1, 'nameRequired'),
  category_ids: z.array(z.string()),
});
export type StationValues = z.infer<typeof schema>;

/**
 * A station's form and its save: a save refused because another station cooks a chosen category
 * asks (`moving`) and, confirmed, saves again moving those categories here.
 */
export function useStationEditor(station: KitchenStation | undefined) {
  const { t } = useTranslation();
  const form = useForm<StationValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: station?.name ?? '', category_ids: station?.category_ids ?? [] },
  });
  const [error, setError] = useState<string | null>(null);
  const [moving, setMoving] = useState<{ values: StationValues; taken: TakenCategory[] } | null>(null);
  const save = useSaveStation();
  const remove = useDeleteStation();
  const fail = (e: unknown) => {
    const { key, generic } = stationErrorKey(e);
    setError(generic ? t(key) : t(key, { defaultValue: t('kitchenStations.errors.generic') }));
  };

  const send = (values: StationValues, move: boolean) => {
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
          if (!station) form.reset({ name: '', category_ids: [] });
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

  return {
    form,
    error,
    moving,
    cancelMove: () => setMoving(null),
    send,
    saving: save.isPending,
    deleting: remove.isPending,
    deleteStation: (id: string) => remove.mutate(id, { onError: fail }),
  };
}
