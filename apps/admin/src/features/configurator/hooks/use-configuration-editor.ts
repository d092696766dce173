import type { ProductConfiguration } from '@kiosk/contracts';
import { isApiError, toast } from '@kiosk/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { initialExpansion, issueKeys, saveFailureKey, toggleKey } from '../utils/editor-state';

export interface FormError {
  text: string;
  detail?: string;
}

/** Which steps and options of the editor are unfolded. */
function useExpansion(initial: ConfigurationDraft, savedStepCount: number) {
  const [start] = useState(() => initialExpansion(initial, savedStepCount));
  const [expandedSteps, setExpandedSteps] = useState<Set<string>>(start.steps);
  const [expandedOptions, setExpandedOptions] = useState<Set<string>>(start.options);
  return {
    expandedSteps,
    expandedOptions,
    toggleStep: (key: string, open?: boolean) => setExpandedSteps((current) => toggleKey(current, key, open)),
    toggleOption: (key: string, open?: boolean) =>
      setExpandedOptions((current) => toggleKey(current, key, open)),
    setExpandedSteps,
    /** Unfolds more steps and options, keeping those already open. */
    open: (steps: string[], options: string[]) => {
      setExpandedSteps((current) => new Set([...current, ...steps]));
      setExpandedOptions((current) => new Set([...current, ...options]));
    },
  };
}

/**
 * The configuration editor's state: the draft, the step the preview shows, what is unfolded, and
 * adding, moving, deleting steps and saving (checked first; what needs attention is unfolded).
 */
export function useConfigurationEditor(
  productId: string,
  configuration: ProductConfiguration,
  onSaved: () => void,
) {
  const { t } = useTranslation();
  const [initial] = useState(() => draftFromConfiguration(configuration));
  const initialJson = useMemo(() => JSON.stringify(initial), [initial]);
  const [draft, setDraft] = useState<ConfigurationDraft>(initial);
  const [activeStepKey, setActiveStepKey] = useState<string | null>(initial.steps[0]?.key ?? null);
  const expansion = useExpansion(initial, configuration.steps.length);
  const [showIssues, setShowIssues] = useState(false);
  const [formError, setFormError] = useState<FormError | null>(null);
  const save = useSaveProductConfiguration();

  const updateStep = (key: string, next: StepDraft) =>
    setDraft((current) => ({ steps: current.steps.map((step) => (step.key === key ? next : step)) }));
  const moveStep = (from: number, to: number) =>
    setDraft((current) => ({ steps: moveItem(current.steps, from, to) }));

  function addStep() {
    const step = newStep();
    setDraft((current) => ({ steps: [...current.steps, step] }));
    expansion.open(
      [step.key],
      step.options.map((option) => option.key),
    );
    setActiveStepKey(step.key);
    // bring the new step into view once it is rendered
    requestAnimationFrame(() =>
      document
        .querySelector(`[data-step-key="${step.key}"]`)
        ?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    );
  }

  function deleteStep(step: StepDraft) {
    // spec: every step can be deleted except the last one
    if (draft.steps.length <= 1) return;
    const steps = draft.steps.filter((candidate) => candidate.key !== step.key);
    setDraft({ steps });
    if (activeStepKey === step.key) setActiveStepKey(steps[0]?.key ?? null);
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
      const keys = issueKeys(issues);
      expansion.open(keys.steps, keys.options);
      return;
    }
    setFormError(null);
    try {
      await save.mutateAsync({ productId, body: toConfigurationWrite(draft) });
      onSaved();
    } catch (caught) {
      const serverMessage = caught instanceof Error ? caught.message : undefined;
      const text = t(saveFailureKey(isApiError(caught) ? caught.code : ''));
      setShowIssues(true);
      setFormError({ text, ...(serverMessage && serverMessage !== text ? { detail: serverMessage } : {}) });
      toast.error(text);
    }
  }

  return {
    draft,
    dirty: JSON.stringify(draft) !== initialJson,
    activeStepKey,
    setActiveStepKey,
    expansion,
    showIssues,
    formError,
    saving: save.isPending,
    updateStep,
    moveStep,
    addStep,
    deleteStep,
    onSave,
  };
}

export type ConfigurationEditorState = ReturnType<typeof useConfigurationEditor>;
