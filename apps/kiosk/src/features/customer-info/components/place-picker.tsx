import { cn, useProvinces } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { KioskDialog } from '../../../components/kiosk-dialog';
import type { Picker } from '../hooks/use-customer-form';

/** The province list, or the chosen province's district list, in a dialog. */
export function PlacePicker({
  picker,
  province,
  district,
  onClose,
  onProvince,
  onDistrict,
}: {
  picker: Picker;
  province: string;
  /** The district chosen (without its province). */
  district: string;
  onClose: () => void;
  onProvince: (name: string) => void;
  onDistrict: (name: string) => void;
}) {
  const { t } = useTranslation();
  const provinces = useProvinces();
  const districts = provinces?.find((p) => p.name === province)?.districts ?? [];
  return (
    <KioskDialog
      open={picker !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="xl"
      title={picker === 'district' ? t('customer.districtTitle', { province }) : t('customer.provinceTitle')}
    >
      {!provinces ? (
        <p className="py-10 text-center text-ink-muted text-xl" role="status">
          {t('customer.loadingPlaces')}
        </p>
      ) : picker === 'district' ? (
        <ChoiceGrid testId="district-list" options={districts} selected={district} onChoose={onDistrict} />
      ) : (
        <ChoiceGrid
          testId="province-list"
          options={provinces.map((p) => p.name)}
          selected={province}
          onChoose={onProvince}
        />
      )}
    </KioskDialog>
  );
}

function ChoiceGrid({
  testId,
  options,
  selected,
  onChoose,
}: {
  testId: string;
  options: string[];
  selected: string;
  onChoose: (option: string) => void;
}) {
  return (
    <div className="grid grid-cols-3 gap-3 landscape:grid-cols-5" data-testid={testId}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={selected === option}
          onClick={() => onChoose(option)}
          className={cn(
            'min-h-16 rounded-2xl px-4 py-2 font-semibold text-xl ring-2 transition-colors active:scale-[0.98]',
            'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-400',
            selected === option
              ? 'bg-primary-500 text-secondary-950 ring-primary-500'
              : 'bg-surface text-ink ring-line hover:ring-primary-200',
          )}
        >
          {option}
        </button>
      ))}
    </div>
  );
}
