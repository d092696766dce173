import { cn } from '@kiosk/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreChoice } from '../api/get-store-choices';

/** The stores a person works at: one large checkbox a store. */
export function StoreChecklist({
  stores,
  loading,
  value,
  error,
  onChange,
  className,
}: {
  stores: StoreChoice[];
  loading: boolean;
  value: string[];
  error: string | undefined;
  onChange: (ids: string[]) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const toggle = (storeId: string) =>
    onChange(value.includes(storeId) ? value.filter((v) => v !== storeId) : [...value, storeId]);
  return (
    <fieldset className={cn('min-w-0', className)} aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="mb-1.5 font-medium text-ink text-sm">{t('staff.form.stores')}</legend>
      {!loading && stores.length === 0 && (
        <p className="text-ink-muted text-sm">{t('staff.form.noStores')}</p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        {stores.map((store) => (
          <label
            key={store.id}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line px-3 py-2 text-sm has-checked:border-primary-500 has-checked:bg-primary-50"
          >
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-primary-600"
              checked={value.includes(store.id)}
              onChange={() => toggle(store.id)}
              data-testid="staff-store-option"
            />
            <span className="min-w-0 break-words">{store.name}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-red-700 text-sm">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1.5 text-ink-muted text-xs">
          {t('staff.form.storesHint')}
        </p>
      )}
    </fieldset>
  );
}
