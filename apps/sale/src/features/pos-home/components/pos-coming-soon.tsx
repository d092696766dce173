import { ComingSoon, useDocumentTitle } from '@kiosk/ui';
import {
  ClipboardList,
  CreditCard,
  type LucideIcon,
  Monitor,
  Search,
  ShoppingCart,
  UserRound,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';

const FEATURES: { key: string; icon: LucideIcon }[] = [
  { key: 'search', icon: Search },
  { key: 'cart', icon: ShoppingCart },
  { key: 'openOrders', icon: ClipboardList },
  { key: 'customer', icon: UserRound },
  { key: 'payment', icon: CreditCard },
];

/** Placeholder body of the POS until its features are built. */
export function PosComingSoon() {
  const { t } = useTranslation();
  useDocumentTitle(t('sale.title'), t('common.brand'));
  return (
    <div className="flex flex-1 items-center justify-center">
      <ComingSoon
        title={t('sale.comingSoon.title')}
        description={t('sale.comingSoon.description')}
        icon={Monitor}
        className="max-w-3xl"
      >
        <h2 className="mb-4 font-semibold text-ink-muted text-xs uppercase tracking-widest">
          {t('sale.comingSoon.featuresLabel')}
        </h2>
        <ul className="grid gap-3 text-left sm:grid-cols-2">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li
              key={key}
              className="flex items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 text-ink last:sm:col-span-2"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-100 text-primary-800">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="font-medium text-sm">{t(`sale.comingSoon.features.${key}`)}</span>
            </li>
          ))}
        </ul>
      </ComingSoon>
    </div>
  );
}
