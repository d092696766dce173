import type { PromotionRecord } from '@kiosk/contracts';
import { Button, Dialog } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import type { PricingChoices } from '../api/get-pricing-choices';
import { usePromotionEditor } from '../hooks/use-promotion-editor';
import { PromotionKindFields } from './promotion-kind-fields';
import { PromotionScopeFields } from './promotion-scope-fields';
import { PromotionTargetFields } from './promotion-target-fields';

/** Creates or edits a promotion: what it gives, to what, where and when. */
export function PromotionDialog({
  promotion,
  choices,
  onClose,
}: {
  promotion: PromotionRecord | undefined;
  choices: PricingChoices;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const editor = usePromotionEditor(promotion, onClose);
  const bundle = editor.form.watch('kind') === 'bundle_price';
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="xl"
      title={promotion ? t('pricing.promotions.editTitle') : t('pricing.promotions.newTitle')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('pricing.common.cancel')}
          </Button>
          <Button type="submit" form="promotion-form" loading={editor.saving} data-testid="save-promotion">
            {editor.saving ? t('pricing.common.saving') : t('pricing.common.save')}
          </Button>
        </>
      }
    >
      <form
        id="promotion-form"
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(event) => void editor.submit(event)}
      >
        <PromotionKindFields form={editor.form} products={choices.products} />
        {!bundle && <PromotionTargetFields form={editor.form} choices={choices} />}
        <PromotionScopeFields form={editor.form} stores={choices.stores} />
      </form>
    </Dialog>
  );
}
