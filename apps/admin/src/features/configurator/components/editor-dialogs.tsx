import { Button, Dialog, FormMessage } from '@kiosk/ui';
import { Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FormError } from '../hooks/use-configuration-editor';
import type { StepDraft } from '../utils/configuration-draft';

/** The editor's footer: why the save was refused, cancel and save. */
export function EditorFooter({
  formError,
  saving,
  onCancel,
  onSave,
}: {
  formError: FormError | null;
  saving: boolean;
  onCancel: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex w-full flex-wrap items-center justify-end gap-3">
      {formError && (
        <div className="mr-auto min-w-0 max-w-2xl flex-1" data-testid="editor-error">
          <FormMessage>
            <span className="block font-semibold">{formError.text}</span>
            {formError.detail && <span className="mt-0.5 block opacity-80">{formError.detail}</span>}
          </FormMessage>
        </div>
      )}
      <Button variant="outline" onClick={onCancel} disabled={saving}>
        {t('configurator.editor.cancel')}
      </Button>
      <Button onClick={onSave} loading={saving} data-testid="save-configuration">
        {!saving && <Save aria-hidden="true" />}
        {saving ? t('configurator.editor.saving') : t('configurator.editor.save')}
      </Button>
    </div>
  );
}

/** Asks before unsaved changes are thrown away. */
export function DiscardChangesDialog({
  open,
  onOpenChange,
  onDiscard,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t('configurator.discard.title')}
      description={t('configurator.discard.description')}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('configurator.discard.keep')}
          </Button>
          <Button variant="danger" onClick={onDiscard}>
            {t('configurator.discard.confirm')}
          </Button>
        </>
      }
    />
  );
}

/** Asks before a step is deleted. */
export function DeleteStepDialog({
  step,
  onCancel,
  onConfirm,
}: {
  step: StepDraft | null;
  onCancel: () => void;
  onConfirm: (step: StepDraft) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={step !== null}
      onOpenChange={(open) => !open && onCancel()}
      size="sm"
      title={t('configurator.deleteStep.title')}
      description={t('configurator.deleteStep.description', {
        name: step?.titleTr.trim() || t('configurator.step.untitled'),
      })}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {t('configurator.deleteStep.cancel')}
          </Button>
          <Button variant="danger" onClick={() => step && onConfirm(step)}>
            {t('configurator.deleteStep.confirm')}
          </Button>
        </>
      }
    />
  );
}
