import type { MenuProduct } from '@kiosk/contracts';
import type { ProductSection } from '@kiosk/ui';
import { Spinner } from '@kiosk/ui';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KioskButton } from '../../../components/kiosk-button';
import { type MenuError, type MenuState, reloadMenu } from '../../../state/menu-store';
import { ProductCard } from './product-card';

function menuErrorText(t: (key: string, values?: Record<string, unknown>) => string, error: MenuError) {
  return t(`kiosk.menu.errors.${error.key}`, { status: error.status ?? 0 });
}

/** The product grid by section, or the menu loading, failing to load, or empty (rendered again only when its props change). */
export const MenuProducts = memo(function MenuProducts({
  menu,
  sections,
  onOpen,
}: {
  menu: Pick<MenuState, 'view' | 'status' | 'error'>;
  sections: ProductSection[];
  onOpen: (product: MenuProduct) => void;
}) {
  const { t } = useTranslation();
  const { view } = menu;
  return (
    <>
      {!view && menu.status !== 'error' && (
        <div className="grid h-full place-items-center">
          <Spinner size="lg" showLabel label={t('kiosk.menu.loading')} />
        </div>
      )}
      {!view && menu.status === 'error' && menu.error && <MenuLoadFailed error={menu.error} />}
      {view &&
        sections.map((section) => (
          <section key={section.id} aria-labelledby={`section-${section.id}`} className="mb-10">
            {section.title && (
              <h2
                id={`section-${section.id}`}
                className="mb-5 font-extrabold text-3xl text-secondary-900 tracking-tight"
              >
                {section.title}
              </h2>
            )}
            <div className="grid grid-cols-2 gap-5 @3xl:grid-cols-3 @6xl:grid-cols-4 @[110rem]:grid-cols-5">
              {section.products.map((product) => (
                <ProductCard key={product.id} product={product} onOpen={onOpen} />
              ))}
            </div>
          </section>
        ))}
      {view && sections.length === 0 && (
        <p className="py-24 text-center text-2xl text-ink-muted">{t('kiosk.menu.empty')}</p>
      )}
    </>
  );
});

function MenuLoadFailed({ error }: { error: MenuError }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 py-24 text-center" role="alert">
      <span className="grid size-24 place-items-center rounded-full bg-red-100 text-red-700">
        <AlertTriangle className="size-12" aria-hidden="true" />
      </span>
      <h2 className="font-extrabold text-3xl text-secondary-900">{t('kiosk.menu.loadFailed')}</h2>
      <p className="text-ink-muted text-xl">{menuErrorText(t, error)}</p>
      <KioskButton
        size="xl"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          await reloadMenu();
          setBusy(false);
        }}
      >
        {!busy && <RefreshCw aria-hidden="true" />}
        {t('kiosk.common.retry')}
      </KioskButton>
    </div>
  );
}
