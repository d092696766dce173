import { ErrorPanel, LoadingPanel } from '@kiosk/catalogue-ui';
import { Field, PageHeader, Select } from '@kiosk/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeals } from '../api/get-deals';
import { usePricingChoices } from '../api/get-pricing-choices';
import { useOutletTimeZone } from '../api/get-time-zone';
import { ChannelPricesCard } from './channel-prices-card';
import { PricePreviewPanel } from './price-preview-panel';
import { SaleHoursCard } from './sale-hours-card';

/**
 * "Fiyat ve saatler": a product's channel prices and sale hours (a deal is a product), a
 * category's sale hours, and the price preview.
 */
export function PricingRulesPage() {
  const { t } = useTranslation();
  const id = useId();
  const choices = usePricingChoices();
  const deals = useDeals();
  const zone = useOutletTimeZone();
  const [productId, setProductId] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const product = choices.data?.products.find((p) => p.id === productId);
  const failed = choices.error ?? deals.error;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4" data-testid="pricing-rules-page">
      <PageHeader title={t('admin.nav.pricingRules')} description={t('pricing.rules.description')} />
      {failed ? (
        <ErrorPanel message={t('pricing.common.loadError')} onRetry={() => void choices.refetch()} />
      ) : !choices.data || !deals.data ? (
        <LoadingPanel />
      ) : (
        <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div className="flex min-w-0 flex-col gap-4">
            <Field id={`${id}-product`} label={t('pricing.rules.product')}>
              <Select id={`${id}-product`} value={productId} onChange={(e) => setProductId(e.target.value)}>
                <option value="">{t('pricing.rules.pickProduct')}</option>
                {choices.data.products.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </Select>
            </Field>
            {product && (
              <>
                <ChannelPricesCard product={product} stores={choices.data.stores} />
                <SaleHoursCard
                  owner={{ kind: 'product', id: product.id }}
                  title={t('pricing.hours.title')}
                  description={t('pricing.hours.description')}
                />
              </>
            )}
            <Field id={`${id}-category`} label={t('pricing.rules.category')}>
              <Select
                id={`${id}-category`}
                value={categoryId}
                onChange={(e) => setCategoryId(e.target.value)}
              >
                <option value="">{t('pricing.rules.pickCategory')}</option>
                {choices.data.categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </Select>
            </Field>
            {categoryId && (
              <SaleHoursCard
                owner={{ kind: 'category', id: categoryId }}
                title={t('pricing.rules.categoryHours')}
                description={t('pricing.rules.categoryHoursDescription')}
              />
            )}
          </div>
          <PricePreviewPanel
            choices={choices.data}
            deals={deals.data}
            timeZone={zone.data ?? Intl.DateTimeFormat().resolvedOptions().timeZone}
          />
        </div>
      )}
    </div>
  );
}
