import type { Deal } from '@kiosk/contracts';
import { Button, Dialog } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import type { PricingChoices } from '../api/get-pricing-choices';
import { useDealEditor } from '../hooks/use-deal-editor';
import { DealGroupsEditor } from './deal-groups-editor';
import { DealProductFields } from './deal-product-fields';

/** Creates or edits a meal deal: its product, then its choice groups. */
export function DealDialog({
  deal,
  choices,
  onClose,
}: {
  deal: Deal | undefined;
  choices: PricingChoices;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const editor = useDealEditor(deal, onClose);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="xl"
      title={deal ? t('pricing.deals.editTitle') : t('pricing.deals.newTitle')}
      description={t('pricing.deals.description')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('pricing.common.cancel')}
          </Button>
          <Button type="submit" form="deal-form" loading={editor.saving} data-testid="save-deal">
            {editor.saving ? t('pricing.common.saving') : t('pricing.common.save')}
          </Button>
        </>
      }
    >
      <form
        id="deal-form"
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(event) => void editor.submit(event)}
      >
        <DealProductFields form={editor.form} deal={deal} choices={choices} />
        <DealGroupsEditor form={editor.form} products={choices.products} />
      </form>
    </Dialog>
  );
}
