import { EmptyPanel, ErrorPanel, LoadingPanel } from '@kiosk/catalogue-ui';
import type { Deal } from '@kiosk/contracts';
import { Button, ConfirmDialog, PageHeader, toast } from '@kiosk/ui';
import { Plus, Sandwich } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageDescription } from '../../../lib/server-message';
import { useDeleteDeal } from '../api/delete-deal';
import { useDeals } from '../api/get-deals';
import { usePricingChoices } from '../api/get-pricing-choices';
import { DealCard } from './deal-card';
import { DealDialog } from './deal-dialog';

/** "Menüler": the meal deals, each a product with choice groups; create, edit, remove. */
export function DealsPage() {
  const { t } = useTranslation();
  const deals = useDeals();
  const choices = usePricingChoices();
  const remove = useDeleteDeal();
  const [editing, setEditing] = useState<Deal | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Deal | null>(null);
  const failed = deals.error ?? choices.error;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.product_id, {
      onSuccess: () => toast.success(t('pricing.deals.deleted')),
      onError: (error) => toast.error(t('pricing.common.deleteFailed'), serverMessageDescription(error, t)),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4" data-testid="deals-page">
      <PageHeader
        title={t('admin.nav.deals')}
        description={t('pricing.deals.description')}
        actions={
          <Button onClick={() => setEditing('new')} disabled={!choices.data} data-testid="new-deal">
            <Plus aria-hidden="true" />
            {t('pricing.deals.new')}
          </Button>
        }
      />
      {failed ? (
        <ErrorPanel
          message={t('pricing.common.loadError')}
          onRetry={() => {
            void deals.refetch();
            void choices.refetch();
          }}
        />
      ) : !deals.data || !choices.data ? (
        <LoadingPanel />
      ) : deals.data.length === 0 ? (
        <EmptyPanel
          icon={Sandwich}
          title={t('pricing.deals.emptyTitle')}
          description={t('pricing.deals.emptyDescription')}
        />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {deals.data.map((deal) => (
            <DealCard
              key={deal.product_id}
              deal={deal}
              products={choices.data.products}
              onEdit={() => setEditing(deal)}
              onDelete={() => setDeleting(deal)}
            />
          ))}
        </ul>
      )}
      {editing && choices.data && (
        <DealDialog
          deal={editing === 'new' ? undefined : editing}
          choices={choices.data}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('pricing.deals.deleteTitle')}
        message={t('pricing.deals.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('pricing.common.delete')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
