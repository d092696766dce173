import type { SimulatorPage } from '@kiosk/contracts';
import { Spinner } from '@kiosk/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSimulatorPagePng } from '../api/get-simulator-page-png';
import { useSimulatorPages } from '../api/get-simulator-pages';

const SHOWN = 6;

function PageImage({ page }: { page: SimulatorPage }) {
  const { t, i18n } = useTranslation();
  const png = useSimulatorPagePng(page.png_url);
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!png.data) return;
    const url = URL.createObjectURL(png.data);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [png.data]);
  const time = new Date(page.printed_at).toLocaleTimeString(i18n.language);
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-line bg-white p-2"
      data-testid="simulator-page"
    >
      <span className="text-ink-muted text-xs">{t('printers.simulator.page', { id: page.id, time })}</span>
      {src ? (
        <img src={src} alt={page.text} className="h-auto w-full" />
      ) : png.isError ? (
        <span className="text-danger-700 text-sm">{t('printers.simulator.imageError')}</span>
      ) : (
        <Spinner />
      )}
    </li>
  );
}

/** "Simülatör çıktıları": the demo printer simulator's last pages as pictures; shown only when the server has one. */
export function SimulatorPagesPanel() {
  const { t } = useTranslation();
  const pages = useSimulatorPages();
  if (!pages.isSuccess) return null;
  return (
    <section
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
      data-testid="simulator-pages"
    >
      <h2 className="font-semibold text-lg">{t('printers.simulator.title')}</h2>
      <p className="text-ink-muted text-sm">{t('printers.simulator.description')}</p>
      {pages.data.length === 0 ? (
        <p className="text-ink-muted text-sm">{t('printers.simulator.empty')}</p>
      ) : (
        <ul className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {pages.data.slice(0, SHOWN).map((page) => (
            <PageImage key={page.id} page={page} />
          ))}
        </ul>
      )}
    </section>
  );
}
