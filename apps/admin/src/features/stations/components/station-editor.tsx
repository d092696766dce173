import type { KitchenStation } from '@kiosk/contracts';
import { Button, ConfirmDialog, Field, Input } from '@kiosk/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type StationValues, useStationEditor } from '../hooks/use-station-editor';
import { type TakenCategory, withCategory } from '../utils/station-errors';

/** One station (or a new one): its name, save and delete, and the categories it cooks. */
export function StationEditor({
  station,
  categories,
}: {
  station: KitchenStation | undefined;
  categories: Array<{ id: string; name: string }>;
}) {
  const { t } = useTranslation();
  const editor = useStationEditor(station);
  const { register, handleSubmit, watch, setValue, formState } = editor.form;
  const nameId = useId();
  const chosen = watch('category_ids');
  const nameError = formState.errors.name?.message;

  return (
    <form
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
      data-testid="station-editor"
      noValidate
      onSubmit={handleSubmit((values) => editor.send(values, false))}
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
        <Button type="submit" className="mt-6" disabled={editor.saving}>
          {station ? t('kitchenStations.save') : t('kitchenStations.add')}
        </Button>
        {station && !station.is_default && (
          <Button
            type="button"
            variant="danger"
            className="mt-6"
            disabled={editor.deleting}
            onClick={() => editor.deleteStation(station.id)}
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
                onChange={(e) => setValue('category_ids', withCategory(chosen, c.id, e.target.checked))}
              />
              {c.name}
            </label>
          ))}
        </div>
      </fieldset>
      {editor.error && (
        <p role="alert" className="text-danger-700 text-sm">
          {editor.error}
        </p>
      )}
      <MoveCategoriesDialog
        moving={editor.moving}
        pending={editor.saving}
        onConfirm={(values) => editor.send(values, true)}
        onCancel={editor.cancelMove}
      />
    </form>
  );
}

/** Asks whether to move the categories another station cooks to this one. */
function MoveCategoriesDialog({
  moving,
  pending,
  onConfirm,
  onCancel,
}: {
  moving: { values: StationValues; taken: TakenCategory[] } | null;
  pending: boolean;
  onConfirm: (values: StationValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
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
      pending={pending}
      onConfirm={() => moving && onConfirm(moving.values)}
      onCancel={onCancel}
    />
  );
}
