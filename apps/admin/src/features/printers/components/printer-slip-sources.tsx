import { useTranslation } from 'react-i18next';
import { usePrinterKiosks } from '../api/get-printer-kiosks';
import { usePrinterTills } from '../api/get-printer-tills';
import { slipSources } from '../utils/printer-slips';

/** The card's line of the kiosks and tills the printer prints customer slips for ("Müşteri fişleri: ..."). */
export function PrinterSlipSources({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation();
  const kiosks = usePrinterKiosks();
  const tills = usePrinterTills();
  if (ids.length === 0) return <p className="text-sm">{t('printers.noSlips')}</p>;
  const sources = slipSources(ids, kiosks.data, tills.data);
  if (!sources) return null;
  const parts = [...sources.names];
  if (sources.unknown > 0) parts.push(t('printers.slipsUnknown', { count: sources.unknown }));
  return (
    <p className="break-words text-sm" data-testid="printer-slips">
      {t('printers.slipsLine', { names: parts.join(', ') })}
    </p>
  );
}
