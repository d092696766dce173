import { EmptyPanel, ErrorPanel, LoadingPanel } from '@kiosk/catalogue-ui';
import type { PromotionRecord } from '@kiosk/contracts';
import { Button, ConfirmDialog, PageHeader, toast } from '@kiosk/ui';
import { BadgePercent, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageDescription } from '../../../lib/server-message';
import { useDeletePromotion } from '../api/delete-promotion';
import { usePricingChoices } from '../api/get-pricing-choices';
import { usePromotions } from '../api/get-promotions';
import { useOutletTimeZone } from '../api/get-time-zone';
import { PromotionDialog } from './promotion-dialog';
import { PromotionsTable } from './promotions-table';

/** "Kampanyalar": the automatic promotions with where they stand now; create, edit, delete. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const promotions = usePromotions();
  const choices = usePricingChoices();
  const zone = useOutletTimeZone();
  const remove = useDeletePromotion();
  const [editing, setEditing] = useState<PromotionRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PromotionRecord | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(t('pricing.promotions.deleted')),
      onError: (error) => toast.error(t('pricing.common.deleteFailed'), serverMessageDescription(error, t)),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4" data-testid="promotions-page">
      <PageHeader
        title={t('admin.nav.promotions')}
        description={t('pricing.promotions.description')}
        actions={
          <Button onClick={() => setEditing('new')} disabled={!choices.data} data-testid="new-promotion">
            <Plus aria-hidden="true" />
            {t('pricing.promotions.new')}
          </Button>
        }
      />
      {promotions.error || choices.error ? (
        <ErrorPanel
          message={t('pricing.common.loadError')}
          onRetry={() => {
            void promotions.refetch();
            void choices.refetch();
          }}
        />
      ) : !promotions.data || !choices.data ? (
        <LoadingPanel />
      ) : promotions.data.length === 0 ? (
        <EmptyPanel
          icon={BadgePercent}
          title={t('pricing.promotions.emptyTitle')}
          description={t('pricing.promotions.emptyDescription')}
        />
      ) : (
        <PromotionsTable
          promotions={promotions.data}
          timeZone={zone.data ?? Intl.DateTimeFormat().resolvedOptions().timeZone}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      )}
      {editing && choices.data && (
        <PromotionDialog
          promotion={editing === 'new' ? undefined : editing}
          choices={choices.data}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('pricing.promotions.deleteTitle')}
        message={t('pricing.promotions.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('pricing.common.delete')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
