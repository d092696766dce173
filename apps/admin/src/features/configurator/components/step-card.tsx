import { buttonClassName, cn } from '@kiosk/ui';
import { Info } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LinkableProduct, StepDraft } from '../utils/configuration-draft';
import { CardHeader } from './card-header';
import { StepOptions } from './step-options';
import { StepFlags, StepTitles, StepTypeChoice } from './step-settings';

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
  const titleMissing = showIssues && !step.titleTr.trim();
  const noOptions = step.options.length === 0;
  const title = step.titleTr.trim() || t('configurator.step.untitled');
  const canDelete = count > 1;

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
        <StepSummary headingId={`${id}-heading`} step={step} index={index} title={title} />
      </CardHeader>

      {expanded && (
        <div id={`${id}-body`} className="space-y-5 border-line border-t px-4 pt-4 pb-5 sm:px-5">
          {step.isGroup ? (
            <GroupStepNote step={step} />
          ) : (
            <StepEditor
              id={id}
              step={step}
              onChange={onChange}
              expandedOptions={expandedOptions}
              onToggleOption={onToggleOption}
              products={products}
              productsLoading={productsLoading}
              showIssues={showIssues}
            />
          )}
        </div>
      )}
    </section>
  );
}

/** A shared option group in a product's configuration: shown, edited on its own page. */
function GroupStepNote({ step }: { step: StepDraft }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3" data-testid="group-step-note">
      <p className="flex items-start gap-2 rounded-xl bg-secondary-50 px-3 py-2.5 text-secondary-800 text-sm">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('optionGroups.inConfigurator.note', { count: step.sharedWith.length + 1 })}
      </p>
      <ul className="flex flex-wrap gap-1.5 text-sm">
        {step.options.map((option) => (
          <li key={option.key} className="rounded-full bg-secondary-100 px-3 py-1 text-secondary-800">
            {option.nameTr}
          </li>
        ))}
      </ul>
      <Link to="/configurator/option-groups" className={buttonClassName({ variant: 'outline', size: 'sm' })}>
        {t('optionGroups.inConfigurator.open')}
      </Link>
    </div>
  );
}

/** An own step's editable parts: titles, type, flags and options. */
function StepEditor({
  id,
  step,
  onChange,
  expandedOptions,
  onToggleOption,
  products,
  productsLoading,
  showIssues,
}: Pick<
  StepCardProps,
  'step' | 'onChange' | 'expandedOptions' | 'onToggleOption' | 'products' | 'productsLoading' | 'showIssues'
> & { id: string }) {
  const { t } = useTranslation();
  return (
    <>
      {step.sharedWith.length > 0 && (
        <p className="flex items-start gap-2 rounded-xl bg-secondary-50 px-3 py-2.5 text-secondary-800 text-sm">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('configurator.step.shared', { count: step.sharedWith.length })}
        </p>
      )}
      <StepTitles id={id} step={step} onChange={onChange} showIssues={showIssues} />
      <StepTypeChoice id={id} step={step} onChange={onChange} />
      <StepFlags id={id} step={step} onChange={onChange} />
      <StepOptions
        step={step}
        onChange={onChange}
        expandedOptions={expandedOptions}
        onToggleOption={onToggleOption}
        products={products}
        productsLoading={productsLoading}
        showIssues={showIssues}
      />
    </>
  );
}

/** A step's line in its card header: number and title, then type, required and option count. */
function StepSummary({
  headingId,
  step,
  index,
  title,
}: {
  headingId: string;
  step: StepDraft;
  index: number;
  title: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <span
        id={headingId}
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
    </>
  );
}
