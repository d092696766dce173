import { Button } from '@kiosk/ui';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ConfigurationEditorState } from '../hooks/use-configuration-editor';
import type { LinkableProduct, StepDraft } from '../utils/configuration-draft';
import { StepCard } from './step-card';

/** The editor's steps: unfold/fold all, a card per step, 'add step'. */
export function EditorStepList({
  editor,
  products,
  productsLoading,
  onDeleteStep,
}: {
  editor: ConfigurationEditorState;
  products: LinkableProduct[] | undefined;
  productsLoading: boolean;
  onDeleteStep: (step: StepDraft) => void;
}) {
  const { t } = useTranslation();
  const { draft, expansion } = editor;
  return (
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
            onClick={() => expansion.setExpandedSteps(new Set(draft.steps.map((step) => step.key)))}
          >
            {t('configurator.editor.expandAll')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => expansion.setExpandedSteps(new Set())}>
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
            expanded={expansion.expandedSteps.has(step.key)}
            active={step.key === editor.activeStepKey}
            onToggle={() => expansion.toggleStep(step.key)}
            onActivate={() => editor.setActiveStepKey(step.key)}
            onChange={(next) => editor.updateStep(step.key, next)}
            onMove={(to) => editor.moveStep(index, to)}
            onDelete={() => onDeleteStep(step)}
            expandedOptions={expansion.expandedOptions}
            onToggleOption={expansion.toggleOption}
            products={products}
            productsLoading={productsLoading}
            showIssues={editor.showIssues}
          />
        </div>
      ))}
      <Button variant="secondary" className="w-full" onClick={editor.addStep}>
        <Plus aria-hidden="true" />
        {t('configurator.editor.addStep')}
      </Button>
    </div>
  );
}
