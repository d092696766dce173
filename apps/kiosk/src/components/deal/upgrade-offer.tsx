import type { DealUpgrade } from '@kiosk/domain';
import { Sparkles, X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTry } from '../../lib/money';

/** How long the offer waits for a tap before it goes by itself. */
const OFFER_MS = 12_000;

/**
 * "Menü yap +X TL", offered right after a product a deal takes was added. Not a dialog: it rises
 * above the bottom bar like a notice and taps elsewhere go through it (the customer goes on
 * ordering and it goes), so it never stands in the way.
 */
export function UpgradeOffer({
  upgrade,
  productName,
  dealName,
  onAccept,
  onDecline,
}: {
  upgrade: DealUpgrade;
  productName: string;
  dealName: string;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(onDecline, OFFER_MS);
    return () => clearTimeout(timer);
  }, [onDecline]);
  const amount = formatTry(Math.abs(upgrade.extra_minor));
  return (
    <section
      aria-label={t('kiosk.deal.upgradeTitle')}
      data-testid="upgrade-offer"
      data-deal-id={upgrade.deal_id}
      className="pointer-events-none fixed inset-x-0 bottom-[calc(var(--kiosk-rail)+15rem)] z-[61] mx-auto flex w-[min(44rem,calc(100vw-3rem))]"
    >
      <div className="pointer-events-auto flex w-full animate-notice-in items-center gap-4 rounded-3xl bg-white px-6 py-5 shadow-raised ring-2 ring-primary-400">
        <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-primary-100 text-primary-900">
          <Sparkles className="size-8" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-extrabold text-2xl text-secondary-900">{t('kiosk.deal.upgradeTitle')}</p>
          <p className="text-ink-muted text-lg">
            {t('kiosk.deal.upgradeDescription', { product: productName, deal: dealName })}
          </p>
        </div>
        <button
          type="button"
          onClick={onAccept}
          data-testid="upgrade-accept"
          className="inline-flex h-16 shrink-0 items-center rounded-2xl bg-primary-500 px-6 font-extrabold text-secondary-950 text-xl tabular-nums shadow-sm transition-transform hover:bg-primary-400 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300 active:scale-95"
        >
          {upgrade.extra_minor >= 0
            ? t('kiosk.deal.upgrade', { amount })
            : t('kiosk.deal.upgradeCheaper', { amount })}
        </button>
        <button
          type="button"
          onClick={onDecline}
          aria-label={t('kiosk.deal.noThanks')}
          data-testid="upgrade-decline"
          className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-surface-muted text-secondary-800 hover:bg-secondary-100 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300"
        >
          <X className="size-6" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
