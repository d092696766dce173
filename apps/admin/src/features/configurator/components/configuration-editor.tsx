import type { ProductConfiguration } from '@kiosk/contracts';
import { Button, Dialog, FormMessage, Spinner, useLanguage } from '@kiosk/ui';
import { RotateCcw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfigurableProduct } from '../api/get-configurable-products';
import { useLinkableProducts } from '../api/get-linkable-products';
import { useProductConfiguration } from '../api/get-product-configuration';
import { useConfigurationEditor } from '../hooks/use-configuration-editor';
import type { StepDraft } from '../utils/configuration-draft';
import { localizedName } from '../utils/localized-name';
import { ConfigurationPreview } from './configuration-preview';
import { DeleteStepDialog, DiscardChangesDialog, EditorFooter } from './editor-dialogs';
import { EditorStepList } from './editor-step-list';

export interface ConfigurationEditorProps {
  product: ConfigurableProduct;
  onClose: () => void;
  onSaved: () => void;
}

/** The per-product editor modal (spec section 4, "Configurator editor") with its live preview. */
export function ConfigurationEditor({ product, onClose, onSaved }: ConfigurationEditorProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const configuration = useProductConfiguration(product.id);
  const name = localizedName(product, language);
  const title = product.configured
    ? t('configurator.editor.titleEdit', { name })
    : t('configurator.editor.titleAdd', { name });

  if (!configuration.data) {
    return (
      <Dialog
        open
        onOpenChange={(open) => !open && onClose()}
        size="md"
        title={title}
        description={t('configurator.editor.description')}
      >
        {configuration.isError ? (
          <div className="space-y-4">
            <FormMessage>{t('configurator.editor.loadError')}</FormMessage>
            <Button variant="outline" onClick={() => void configuration.refetch()}>
              <RotateCcw aria-hidden="true" />
              {t('configurator.loadError.retry')}
            </Button>
          </div>
        ) : (
          <div className="flex justify-center py-10">
            <Spinner size="lg" showLabel />
          </div>
        )}
      </Dialog>
    );
  }
  return (
    <EditorForm
      product={product}
      title={title}
      configuration={configuration.data}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

function EditorForm({
  product,
  title,
  configuration,
  onClose,
  onSaved,
}: ConfigurationEditorProps & { title: string; configuration: ProductConfiguration }) {
  const { t } = useTranslation();
  const editor = useConfigurationEditor(product.id, configuration, onSaved);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [stepToDelete, setStepToDelete] = useState<StepDraft | null>(null);
  const products = useLinkableProducts();
  const linkable = useMemo(
    () => products.data?.filter((candidate) => candidate.id !== product.id),
    [products.data, product.id],
  );

  function requestClose() {
    if (editor.saving) return;
    if (editor.dirty) setConfirmDiscard(true);
    else onClose();
  }

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => !open && requestClose()}
        size="xl"
        className="max-w-7xl! lg:h-[90vh]"
        title={title}
        description={t('configurator.editor.description')}
        footer={
          <EditorFooter
            formError={editor.formError}
            saving={editor.saving}
            onCancel={requestClose}
            onSave={() => void editor.onSave()}
          />
        }
      >
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_480px]">
          <EditorStepList
            editor={editor}
            products={linkable}
            productsLoading={products.isPending}
            onDeleteStep={setStepToDelete}
          />
          <div className="min-w-0 lg:sticky lg:top-0 lg:self-start">
            <ConfigurationPreview
              product={product}
              draft={editor.draft}
              activeStepKey={editor.activeStepKey}
            />
          </div>
        </div>
      </Dialog>
      <DiscardChangesDialog open={confirmDiscard} onOpenChange={setConfirmDiscard} onDiscard={onClose} />
      <DeleteStepDialog
        step={stepToDelete}
        onCancel={() => setStepToDelete(null)}
        onConfirm={(step) => {
          setStepToDelete(null);
          editor.deleteStep(step);
        }}
      />
    </>
  );
}
