import { Button, cn, Input, SwitchRow } from '@kiosk/ui';
import { Info, Plus } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type LinkableProduct,
  moveItem,
  newOption,
  type OptionDraft,
  type StepDraft,
  setOptionDefault,
  setStepType,
} from '../utils/configuration-draft';
import { CardHeader } from './card-header';
import { OptionCard } from './option-card';

export interface StepCardProps {
  step: StepDraft;
  index: number;
  count: number;
  expanded: boolean;
  /** The step the preview shows. */
  active: boolean;
  onToggle: () => void;
  onActivate: () => void;
  onChange: (next: StepDraft) => void;
  onMove: (to: number) => void;
  onDelete: () => void;
  expandedOptions: ReadonlySet<string>;
  onToggleOption: (optionKey: string, expanded?: boolean) => void;
  products: LinkableProduct[] | undefined;
  productsLoading: boolean;
  showIssues: boolean;
}

interface DropTarget {
  key: string;
  position: 'before' | 'after';
}

/** One customization step: header with order, expand and delete; titles, type, flags and options. */
export function StepCard({
  step,
  index,
  count,
  expanded,
  active,
  onToggle,
  onActivate,
  onChange,
  onMove,
  onDelete,
  expandedOptions,
  onToggleOption,
  products,
  productsLoading,
  showIssues,
}: StepCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const [dragKey, setDragKey] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<DropTarget | null>(null);
  const titleMissing = showIssues && !step.titleTr.trim();
  const noOptions = step.options.length === 0;
  const title = step.titleTr.trim() || t('configurator.step.untitled');
  const canDelete = count > 1;

  const updateOption = (key: string, next: OptionDraft) =>
    onChange({ ...step, options: step.options.map((option) => (option.key === key ? next : option)) });

  const moveOption = (from: number, to: number) =>
    onChange({ ...step, options: moveItem(step.options, from, to) });

  function addOption() {
    const option = newOption();
    onChange({ ...step, options: [...step.options, option] });
    onToggleOption(option.key, true);
  }

  function dragHandlers(option: OptionDraft, optionIndex: number) {
    return {
      dragging: dragKey === option.key,
      dropIndicator: dropTarget?.key === option.key && dragKey !== option.key ? dropTarget.position : null,
      onDragStart: (event: DragEvent<HTMLElement>) => {
        setDragKey(option.key);
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', option.key);
        const card = event.currentTarget.closest('li');
        if (card) event.dataTransfer.setDragImage(card, 24, 24);
      },
      onDragEnd: () => {
        setDragKey(null);
        setDropTarget(null);
      },
      onDragOver: (event: DragEvent<HTMLElement>) => {
        if (!dragKey) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        const box = event.currentTarget.getBoundingClientRect();
        const position = event.clientY < box.top + box.height / 2 ? 'before' : 'after';
        if (dropTarget?.key !== option.key || dropTarget.position !== position) {
          setDropTarget({ key: option.key, position });
        }
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        if (!dragKey) return;
        event.preventDefault();
        const from = step.options.findIndex((candidate) => candidate.key === dragKey);
        const box = event.currentTarget.getBoundingClientRect();
        const after = event.clientY >= box.top + box.height / 2;
        let to = optionIndex + (after ? 1 : 0);
        if (from < to) to -= 1;
        if (from >= 0) moveOption(from, to);
        setDragKey(null);
        setDropTarget(null);
      },
    };
  }

  return (
    <section
      data-testid="step-card"
      data-step-title={step.titleTr}
      aria-labelledby={`${id}-heading`}
      onFocusCapture={() => {
        if (!active) onActivate();
      }}
      className={cn(
        'rounded-2xl border bg-white shadow-card transition-colors',
        titleMissing || (showIssues && noOptions)
          ? 'border-red-300'
          : active
            ? 'border-primary-400 ring-1 ring-primary-200'
            : 'border-line',
      )}
    >
      <CardHeader
        kind="step"
        leading={
          <span
            className={cn(
              'flex size-9 shrink-0 items-center justify-center rounded-full font-bold text-sm',
              active ? 'bg-primary-500 text-secondary-950' : 'bg-secondary-100 text-secondary-800',
            )}
            aria-hidden="true"
          >
            {index + 1}
          </span>
        }
        name={title}
        expanded={expanded}
        onToggle={() => {
          onActivate();
          onToggle();
        }}
        controls={`${id}-body`}
        index={index}
        count={count}
        onMove={onMove}
        onDelete={onDelete}
        deleteBlockedReason={canDelete ? undefined : t('configurator.step.deleteLast')}
      >
        <span
          id={`${id}-heading`}
          className={cn(
            'block truncate font-semibold',
            step.titleTr.trim() ? 'text-ink' : 'text-ink-muted italic',
          )}
        >
          <span className="sr-only">{t('configurator.step.number', { number: index + 1 })}: </span>
          {title}
        </span>
        <span className="mt-0.5 block truncate text-ink-muted text-xs">
          {step.type === 'radio' ? t('configurator.step.single') : t('configurator.step.multiple')} ·{' '}
          {step.required ? t('configurator.step.required') : t('configurator.step.optional')} ·{' '}
          {t('configurator.step.optionCount', { count: step.options.length })}
        </span>
      </CardHeader>

      {expanded && (
        <div id={`${id}-body`} className="space-y-5 border-line border-t px-4 pt-4 pb-5 sm:px-5">
          {step.sharedWith.length > 0 && (
            <p className="flex items-start gap-2 rounded-xl bg-secondary-50 px-3 py-2.5 text-secondary-800 text-sm">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t('configurator.step.shared', { count: step.sharedWith.length })}
            </p>
          )}
          <div className="grid gap-3 sm:grid-cols-2">
            <LabeledInput
              id={`${id}-title-tr`}
              label={t('configurator.step.titleTr')}
              required
              value={step.titleTr}
              onChange={(titleTr) => onChange({ ...step, titleTr })}
              invalid={titleMissing}
              error={titleMissing ? t('configurator.validation.titleRequired') : undefined}
              lang="tr"
            />
            <LabeledInput
              id={`${id}-title-en`}
              label={t('configurator.step.titleEn')}
              value={step.titleEn}
              onChange={(titleEn) => onChange({ ...step, titleEn })}
              lang="en"
            />
            <LabeledInput
              id={`${id}-subtitle-tr`}
              label={t('configurator.step.subtitleTr')}
              value={step.subtitleTr}
              onChange={(subtitleTr) => onChange({ ...step, subtitleTr })}
              lang="tr"
            />
            <LabeledInput
              id={`${id}-subtitle-en`}
              label={t('configurator.step.subtitleEn')}
              value={step.subtitleEn}
              onChange={(subtitleEn) => onChange({ ...step, subtitleEn })}
              lang="en"
            />
          </div>

          <fieldset className="mx-0 min-w-0 border-0 p-0">
            <legend className="mb-2 font-medium text-ink text-sm">{t('configurator.step.type')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {(['radio', 'stepper'] as const).map((type) => (
                <label
                  key={type}
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors',
                    'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-500',
                    step.type === type
                      ? 'border-primary-400 bg-primary-50'
                      : 'border-line hover:border-primary-200',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-type`}
                    value={type}
                    checked={step.type === type}
                    onChange={() => onChange(setStepType(step, type))}
                    className="mt-0.5 size-4 accent-primary-600"
                  />
                  <span>
                    <span className="block font-semibold text-ink text-sm">
                      {type === 'radio' ? t('configurator.step.single') : t('configurator.step.multiple')}
                    </span>
                    <span className="block text-ink-muted text-xs">
                      {type === 'radio'
                        ? t('configurator.step.singleHint')
                        : t('configurator.step.multipleHint')}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          <div className="grid gap-2 sm:grid-cols-2">
            <SwitchRow
              id={`${id}-required`}
              density="compact"
              label={t('configurator.step.required')}
              hint={t('configurator.step.requiredHint')}
              checked={step.required}
              onCheckedChange={(required) => onChange({ ...step, required })}
            />
            <SwitchRow
              id={`${id}-images`}
              density="compact"
              label={t('configurator.step.showImages')}
              hint={t('configurator.step.showImagesHint')}
              checked={step.showImages}
              onCheckedChange={(showImages) => onChange({ ...step, showImages })}
            />
          </div>

          <div>
            <div className="mb-2 flex items-center justify-between gap-3">
              <h3 className="font-semibold text-ink text-sm">{t('configurator.step.optionsHeading')}</h3>
              <p className="hidden text-ink-muted text-xs sm:block">{t('configurator.step.reorderHint')}</p>
            </div>
            {noOptions ? (
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
                    drag={dragHandlers(option, optionIndex)}
                  />
                ))}
              </ul>
            )}
            <Button variant="outline" size="md" className="mt-3 w-full border-dashed" onClick={addOption}>
              <Plus aria-hidden="true" />
              {t('configurator.option.add')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

function LabeledInput({
  id,
  label,
  value,
  onChange,
  required = false,
  invalid = false,
  error,
  lang,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  invalid?: boolean;
  error?: string | undefined;
  lang?: string;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block font-medium text-ink text-sm">
        {label}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        invalid={invalid}
        aria-required={required || undefined}
        className="h-11"
        lang={lang}
      />
      {error && <p className="mt-1 text-red-700 text-xs">{error}</p>}
    </div>
  );
}
