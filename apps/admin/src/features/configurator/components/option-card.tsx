import { cn, useLanguage } from '@kiosk/ui';
import { GripVertical } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionDrag } from '../hooks/use-option-drag';
import type { LinkableProduct, OptionDraft } from '../utils/configuration-draft';
import { optionChecks, optionDisplayName } from '../utils/option-checks';
import { CardHeader } from './card-header';
import { OptionDetails } from './option-details';
import { OptionSummary } from './option-summary';
import { ProductThumbnail } from './product-thumbnail';

export interface OptionCardProps {
  option: OptionDraft;
  index: number;
  count: number;
  /** Single-selection steps have no quantities. */
  stepType: 'radio' | 'stepper';
  expanded: boolean;
  onToggle: () => void;
  onChange: (next: OptionDraft) => void;
  onDefaultChange: (isDefault: boolean) => void;
  onMove: (to: number) => void;
  onDelete: () => void;
  products: LinkableProduct[] | undefined;
  productsLoading: boolean;
  /** Highlight missing Turkish names and bad numbers (after a refused save). */
  showIssues: boolean;
  /** HTML5 drag and drop within the step. */
  drag: OptionDrag;
}

/** One option of a step: a summary line, and when expanded its source, names, price, image and flags. */
export function OptionCard(props: OptionCardProps) {
  const { option, index, count, stepType, expanded, onToggle, onMove, onDelete, showIssues, drag } = props;
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  const checks = optionChecks(option, showIssues);
  const displayName = optionDisplayName(option, language);
  const title = displayName || t('configurator.option.untitled');

  return (
    <li
      data-testid="option-card"
      data-option-name={option.nameTr}
      onDragOver={drag.onDragOver}
      onDrop={drag.onDrop}
      className={cn(
        'relative rounded-xl border bg-white transition-[border-color,box-shadow,opacity]',
        checks.hasProblem ? 'border-red-300' : expanded ? 'border-primary-300 shadow-card' : 'border-line',
        drag.dragging && 'opacity-40',
      )}
    >
      {drag.dropIndicator && (
        <span
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute inset-x-2 h-1 rounded-full bg-primary-500',
            drag.dropIndicator === 'before' ? '-top-2' : '-bottom-2',
          )}
        />
      )}
      <CardHeader
        kind="option"
        leading={
          <>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer-only drag handle; keyboard and touch users have the move buttons */}
            <span
              draggable
              onDragStart={drag.onDragStart}
              onDragEnd={drag.onDragEnd}
              className="flex h-11 w-7 shrink-0 cursor-grab items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted active:cursor-grabbing"
              title={t('configurator.option.dragHandle')}
              data-testid="option-drag-handle"
            >
              <GripVertical className="size-4" aria-hidden="true" />
            </span>
            <ProductThumbnail src={option.image || null} className="size-10 rounded-lg" />
          </>
        }
        name={title}
        expanded={expanded}
        onToggle={onToggle}
        controls={`${id}-details`}
        index={index}
        count={count}
        onMove={onMove}
        onDelete={onDelete}
      >
        <OptionSummary
          option={option}
          title={title}
          named={displayName !== ''}
          price={checks.price}
          stepType={stepType}
        />
      </CardHeader>
      {expanded && <OptionDetails {...props} id={id} checks={checks} />}
    </li>
  );
}
