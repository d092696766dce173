import type { ProductConfiguration } from '@kiosk/contracts';
import { Button, Dialog, FormMessage, isApiError, Spinner, toast, useLanguage } from '@kiosk/ui';
import { Plus, RotateCcw, Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfigurableProduct } from '../api/get-configurable-products';
import { useLinkableProducts } from '../api/get-linkable-products';
import { useProductConfiguration } from '../api/get-product-configuration';
import { useSaveProductConfiguration } from '../api/save-product-configuration';
import {
  type ConfigurationDraft,
  configurationIssues,
  draftFromConfiguration,
  isIncompleteIssue,
  moveItem,
  newStep,
  type StepDraft,
  toConfigurationWrite,
} from '../utils/configuration-draft';
import { localizedName } from '../utils/localized-name';
import { ConfigurationPreview } from './configuration-preview';
import { StepCard } from './step-card';

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
  const [initial] = useState(() => draftFromConfiguration(configuration));
  const initialJson = useMemo(() => JSON.stringify(initial), [initial]);
  const [draft, setDraft] = useState<ConfigurationDraft>(initial);
  const [activeStepKey, setActiveStepKey] = useState<string | null>(initial.steps[0]?.key ?? null);
  // a product without steps starts with the new step open; saved steps start folded
  const [expandedSteps, setExpandedSteps] = useState<Set<string>>(
    () => new Set(configuration.steps.length === 0 ? initial.steps.map((step) => step.key) : []),
  );
  const [expandedOptions, setExpandedOptions] = useState<Set<string>>(
    () =>
      new Set(
        configuration.steps.length === 0
          ? initial.steps.flatMap((step) => step.options.map((o) => o.key))
          : [],
      ),
  );
  const [showIssues, setShowIssues] = useState(false);
  const [formError, setFormError] = useState<{ text: string; detail?: string } | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [stepToDelete, setStepToDelete] = useState<StepDraft | null>(null);
  const products = useLinkableProducts();
  const save = useSaveProductConfiguration();
  const linkable = useMemo(
    () => products.data?.filter((candidate) => candidate.id !== product.id),
    [products.data, product.id],
  );
  const dirty = JSON.stringify(draft) !== initialJson;

  const toggle = (set: Set<string>, key: string, open?: boolean) => {
    const next = new Set(set);
    if (open ?? !next.has(key)) next.add(key);
    else next.delete(key);
    return next;
  };

  const updateStep = (key: string, next: StepDraft) =>
    setDraft((current) => ({ steps: current.steps.map((step) => (step.key === key ? next : step)) }));

  function addStep() {
    const step = newStep();
    setDraft((current) => ({ steps: [...current.steps, step] }));
    setExpandedSteps((current) => toggle(current, step.key, true));
    setExpandedOptions((current) => new Set([...current, ...step.options.map((option) => option.key)]));
    setActiveStepKey(step.key);
    // bring the new step into view once it is rendered
    requestAnimationFrame(() =>
      document
        .querySelector(`[data-step-key="${step.key}"]`)
        ?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    );
  }

  function deleteStep(step: StepDraft) {
    setStepToDelete(null);
    // spec: every step can be deleted except the last one
    if (draft.steps.length <= 1) return;
    const steps = draft.steps.filter((candidate) => candidate.key !== step.key);
    setDraft({ steps });
    if (activeStepKey === step.key) setActiveStepKey(steps[0]?.key ?? null);
  }

  function requestClose() {
    if (save.isPending) return;
    if (dirty) setConfirmDiscard(true);
    else onClose();
  }

  async function onSave() {
    const issues = configurationIssues(draft);
    if (issues.length > 0) {
      setShowIssues(true);
      const incomplete = issues.some(isIncompleteIssue);
      setFormError({
        text: incomplete ? t('configurator.validation.incomplete') : t('configurator.validation.invalid'),
      });
      // open what needs attention
      setExpandedSteps((current) => new Set([...current, ...issues.map((issue) => issue.stepKey)]));
      setExpandedOptions(
        (current) =>
          new Set([
            ...current,
            ...issues.flatMap((issue) => ('optionKey' in issue ? [issue.optionKey] : [])),
          ]),
      );
      return;
    }
    setFormError(null);
    try {
      await save.mutateAsync({ productId: product.id, body: toConfigurationWrite(draft) });
      onSaved();
    } catch (caught) {
      const code = isApiError(caught) ? caught.code : '';
      const serverMessage = caught instanceof Error ? caught.message : undefined;
      const text =
        code === 'configuration_incomplete'
          ? t('configurator.validation.incomplete')
          : code === 'linked_product_unavailable'
            ? t('configurator.editor.linkedUnavailable')
            : t('configurator.toasts.saveFailed');
      setShowIssues(true);
      setFormError({
        text,
        ...(serverMessage && serverMessage !== text ? { detail: serverMessage } : {}),
      });
      toast.error(text);
    }
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
          <div className="flex w-full flex-wrap items-center justify-end gap-3">
            {formError && (
              <div className="mr-auto min-w-0 max-w-2xl flex-1" data-testid="editor-error">
                <FormMessage>
                  <span className="block font-semibold">{formError.text}</span>
                  {formError.detail && <span className="mt-0.5 block opacity-80">{formError.detail}</span>}
                </FormMessage>
              </div>
            )}
            <Button variant="outline" onClick={requestClose} disabled={save.isPending}>
              {t('configurator.editor.cancel')}
            </Button>
            <Button onClick={() => void onSave()} loading={save.isPending} data-testid="save-configuration">
              {!save.isPending && <Save aria-hidden="true" />}
              {save.isPending ? t('configurator.editor.saving') : t('configurator.editor.save')}
            </Button>
          </div>
        }
      >
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_480px]">
          <div className="min-w-0 space-y-3">
            <div className="flex items-center justify-between gap-3">
              <h3 className="font-semibold text-ink">
                {t('configurator.editor.steps')}{' '}
                <span className="font-normal text-ink-muted">({draft.steps.length})</span>
              </h3>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setExpandedSteps(new Set(draft.steps.map((step) => step.key)))}
                >
                  {t('configurator.editor.expandAll')}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setExpandedSteps(new Set())}>
                  {t('configurator.editor.collapseAll')}
                </Button>
              </div>
            </div>
            {draft.steps.map((step, index) => (
              <div key={step.key} data-step-key={step.key} className="scroll-mt-2">
                <StepCard
                  step={step}
                  index={index}
                  count={draft.steps.length}
                  expanded={expandedSteps.has(step.key)}
                  active={step.key === activeStepKey}
                  onToggle={() => setExpandedSteps((current) => toggle(current, step.key))}
                  onActivate={() => setActiveStepKey(step.key)}
                  onChange={(next) => updateStep(step.key, next)}
                  onMove={(to) => setDraft((current) => ({ steps: moveItem(current.steps, index, to) }))}
                  onDelete={() => setStepToDelete(step)}
                  expandedOptions={expandedOptions}
                  onToggleOption={(key, open) => setExpandedOptions((current) => toggle(current, key, open))}
                  products={linkable}
                  productsLoading={products.isPending}
                  showIssues={showIssues}
                />
              </div>
            ))}
            <Button variant="secondary" className="w-full" onClick={addStep}>
              <Plus aria-hidden="true" />
              {t('configurator.editor.addStep')}
            </Button>
          </div>
          <div className="min-w-0 lg:sticky lg:top-0 lg:self-start">
            <ConfigurationPreview product={product} draft={draft} activeStepKey={activeStepKey} />
          </div>
        </div>
      </Dialog>

      <Dialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        size="sm"
        title={t('configurator.discard.title')}
        description={t('configurator.discard.description')}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirmDiscard(false)}>
              {t('configurator.discard.keep')}
            </Button>
            <Button variant="danger" onClick={onClose}>
              {t('configurator.discard.confirm')}
            </Button>
          </>
        }
      />

      <Dialog
        open={stepToDelete !== null}
        onOpenChange={(open) => !open && setStepToDelete(null)}
        size="sm"
        title={t('configurator.deleteStep.title')}
        description={t('configurator.deleteStep.description', {
          name: stepToDelete?.titleTr.trim() || t('configurator.step.untitled'),
        })}
        footer={
          <>
            <Button variant="outline" onClick={() => setStepToDelete(null)}>
              {t('configurator.deleteStep.cancel')}
            </Button>
            <Button variant="danger" onClick={() => stepToDelete && deleteStep(stepToDelete)}>
              {t('configurator.deleteStep.confirm')}
            </Button>
          </>
        }
      />
    </>
  );
}
