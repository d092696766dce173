import type { Product } from '@kiosk/contracts';
import { ConfirmDialog, toast, useLanguage } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../lib/catalogue/localized';
import { useDeleteProduct } from '../api/delete-product';

/**
 * Deleting a product after confirmation. The server deletes it, or deactivates it when orders or
 * options still refer to it (Postgres 23503), and says which: deleteSuccess or deleteSoftSuccess.
 */
export function DeleteProductDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const remove = useDeleteProduct();
  const name = product ? localizedName(product, language) : '';

  return (
    <ConfirmDialog
      open={product !== null}
      onCancel={onClose}
      title={t('catalogue.products.delete.title')}
      description={t('catalogue.products.delete.description', { name })}
      confirmLabel={t('catalogue.products.delete.confirm')}
      cancelLabel={t('catalogue.common.cancel')}
      pending={remove.isPending}
      onConfirm={() => {
        if (!product) return;
        remove.mutate(product.id, {
          onSuccess: (result) => {
            const key = result.message_key === 'deleteSoftSuccess' ? 'deleteSoftSuccess' : 'deleteSuccess';
            if (key === 'deleteSoftSuccess') toast.warning(t(`catalogue.products.messages.${key}`));
            else toast.success(t(`catalogue.products.messages.${key}`));
            onClose();
          },
          onError: () => {
            toast.error(t('catalogue.products.messages.deleteError'));
          },
        });
      }}
    />
  );
}
