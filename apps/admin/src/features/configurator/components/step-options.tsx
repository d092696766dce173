import { Button, cn } from '@kiosk/ui';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOptionDrag } from '../hooks/use-option-drag';
import {
  type LinkableProduct,
  moveItem,
  newOption,
  type OptionDraft,
  type StepDraft,
  setOptionDefault,
} from '../utils/configuration-draft';
import { OptionCard } from './option-card';

/** A step's options: the list (reordered by the move buttons or by drag and drop) and 'add option'. */
export function StepOptions({
  step,
  onChange,
  expandedOptions,
  onToggleOption,
  products,
  productsLoading,
  showIssues,
}: {
  step: StepDraft;
  onChange: (next: StepDraft) => void;
  expandedOptions: ReadonlySet<string>;
  onToggleOption: (optionKey: string, expanded?: boolean) => void;
  products: LinkableProduct[] | undefined;
  productsLoading: boolean;
  showIssues: boolean;
}) {
  const { t } = useTranslation();
  const moveOption = (from: number, to: number) =>
    onChange({ ...step, options: moveItem(step.options, from, to) });
  const drag = useOptionDrag(
    step.options.map((option) => option.key),
    moveOption,
  );
  const updateOption = (key: string, next: OptionDraft) =>
    onChange({ ...step, options: step.options.map((option) => (option.key === key ? next : option)) });

  function addOption() {
    const option = newOption();
    onChange({ ...step, options: [...step.options, option] });
    onToggleOption(option.key, true);
  }

  return (
    <div>
      <div className="mb-2 flex items-center justify-between gap-3">
        <h3 className="font-semibold text-ink text-sm">{t('configurator.step.optionsHeading')}</h3>
        <p className="hidden text-ink-muted text-xs sm:block">{t('configurator.step.reorderHint')}</p>
      </div>
      {step.options.length === 0 ? (
        <p
          className={cn(
            'rounded-xl border border-dashed px-4 py-5 text-center text-sm',
            showIssues ? 'border-red-300 bg-red-50 text-red-700' : 'border-line text-ink-muted',
          )}
        >
          {t('configurator.validation.optionsRequired')}
        </p>
      ) : (
        <ul className="space-y-2">
          {step.options.map((option, optionIndex) => (
            <OptionCard
              key={option.key}
              option={option}
              index={optionIndex}
              count={step.options.length}
              stepType={step.type}
              expanded={expandedOptions.has(option.key)}
              onToggle={() => onToggleOption(option.key)}
              onChange={(next) => updateOption(option.key, next)}
              onDefaultChange={(isDefault) => onChange(setOptionDefault(step, option.key, isDefault))}
              onMove={(to) => moveOption(optionIndex, to)}
              onDelete={() =>
                onChange({
                  ...step,
                  options: step.options.filter((candidate) => candidate.key !== option.key),
                })
              }
              products={products}
              productsLoading={productsLoading}
              showIssues={showIssues}
              drag={drag(option.key, optionIndex)}
            />
          ))}
        </ul>
      )}
      <Button variant="outline" size="md" className="mt-3 w-full border-dashed" onClick={addOption}>
        <Plus aria-hidden="true" />
        {t('configurator.option.add')}
      </Button>
    </div>
  );
}
