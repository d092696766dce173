import type { MenuData } from '@kiosk/contracts';
import { cn, useStore } from '@kiosk/ui';
import { Sparkles, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatTry } from '../../lib/money';
import { useCustomerSession } from '../../state/customer-session';
import { acceptOffer, dealOffer } from './deal-offer-store';

/**
 * "Menü yap +X TL" for the product just added (a deal takes it): part of the cart panel (landscape)
 * or above the cart bar (portrait), never over the menu, so ordering goes on around it. It stays
 * until taken, dismissed, or the next product is added; a line no longer in the cart is not offered.
 */
export function UpgradeOffer({ menu, compact = false }: { menu: MenuData | null; compact?: boolean }) {
  const { t } = useTranslation();
  const offer = useStore(dealOffer);
  const { lines } = useCustomerSession();
  if (!offer || !lines.some((l) => l.id === offer.lineId)) return null;
  const dealName = menu?.products.find((p) => p.id === offer.upgrade.deal_id)?.name ?? '';
  const amount = formatTry(Math.abs(offer.upgrade.extra_minor));
  return (
    <section
      aria-label={t('kiosk.deal.upgradeTitle')}
      data-testid="upgrade-offer"
      data-deal-id={offer.upgrade.deal_id}
      className={cn(
        'flex animate-notice-in items-center gap-4 rounded-3xl bg-primary-50 ring-2 ring-primary-300',
        compact ? 'flex-wrap px-5 py-4' : 'px-6 py-4',
      )}
    >
      <Sparkles className="size-8 shrink-0 text-primary-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-extrabold text-secondary-900 text-xl">{t('kiosk.deal.upgradeTitle')}</p>
        <p className="text-base text-ink-muted">
          {t('kiosk.deal.upgradeDescription', { product: offer.productName, deal: dealName })}
        </p>
      </div>
      <div className={cn('flex items-center gap-3', compact && 'w-full')}>
        <button
          type="button"
          onClick={() => acceptOffer(offer)}
          data-testid="upgrade-accept"
          className="inline-flex h-14 min-w-0 flex-1 items-center justify-center rounded-2xl bg-primary-500 px-5 font-extrabold text-lg text-secondary-950 tabular-nums shadow-sm transition-transform hover:bg-primary-400 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300 active:scale-95"
        >
          {offer.upgrade.extra_minor >= 0
            ? t('kiosk.deal.upgrade', { amount })
            : t('kiosk.deal.upgradeCheaper', { amount })}
        </button>
        <button
          type="button"
          onClick={() => dealOffer.set(null)}
          aria-label={t('kiosk.deal.noThanks')}
          data-testid="upgrade-decline"
          className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-white text-secondary-800 ring-1 ring-line hover:bg-secondary-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300"
        >
          <X className="size-6" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
