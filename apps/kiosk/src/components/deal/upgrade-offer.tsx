import type { DealUpgrade } from '@kiosk/domain';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatTry } from '../../lib/money';
import { KioskButton } from '../kiosk-button';
import { KioskDialog } from '../kiosk-dialog';

/** "Menü yap +X TL", offered right after a product a deal takes was added. */
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
  const amount = formatTry(Math.abs(upgrade.extra_minor));
  return (
    <KioskDialog
      open
      onOpenChange={(open) => {
        if (!open) onDecline();
      }}
      size="md"
      data-testid="upgrade-offer"
      title={t('kiosk.deal.upgradeTitle')}
      description={t('kiosk.deal.upgradeDescription', { product: productName, deal: dealName })}
    >
      <div className="flex flex-col gap-4">
        <KioskButton size="2xl" className="w-full" onClick={onAccept} data-testid="upgrade-accept">
          <Sparkles aria-hidden="true" />
          {upgrade.extra_minor >= 0
            ? t('kiosk.deal.upgrade', { amount })
            : t('kiosk.deal.upgradeCheaper', { amount })}
        </KioskButton>
        <KioskButton
          variant="outline"
          size="xl"
          className="w-full"
          onClick={onDecline}
          data-testid="upgrade-decline"
        >
          {t('kiosk.deal.noThanks')}
        </KioskButton>
      </div>
    </KioskDialog>
  );
}
