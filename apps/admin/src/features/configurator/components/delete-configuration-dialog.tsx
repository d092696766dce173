import { Button, Dialog, useLanguage } from '@kiosk/ui';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ConfigurableProduct } from '../api/get-configurable-products';
import { localizedName } from '../utils/localized-name';

export interface DeleteConfigurationDialogProps {
  product: ConfigurableProduct | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Delete Configuration' with the spec's full text, Cancel and Delete. */
export function DeleteConfigurationDialog({
  product,
  pending,
  onCancel,
  onConfirm,
}: DeleteConfigurationDialogProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Dialog
      open={product !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
      size="sm"
      title={t('configurator.deleteDialog.title')}
      description={t('configurator.deleteDialog.description')}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            {t('configurator.deleteDialog.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={pending}>
            {!pending && <Trash2 aria-hidden="true" />}
            {t('configurator.deleteDialog.confirm')}
          </Button>
        </>
      }
    >
      {product && (
        <p className="rounded-xl bg-surface-muted px-4 py-3 font-semibold text-ink">
          {localizedName(product, language)}
        </p>
      )}
    </Dialog>
  );
}
