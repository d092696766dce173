import { Button, cn } from '@kiosk/ui';
import { ArrowDown, ArrowUp, ChevronDown, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const labelKeys = {
  step: {
    moveUp: 'configurator.step.moveUp',
    moveUpShort: 'configurator.step.moveUpShort',
    moveDown: 'configurator.step.moveDown',
    moveDownShort: 'configurator.step.moveDownShort',
    delete: 'configurator.step.delete',
    deleteShort: 'configurator.step.deleteShort',
    expand: 'configurator.step.expand',
    collapse: 'configurator.step.collapse',
  },
  option: {
    moveUp: 'configurator.option.moveUp',
    moveUpShort: 'configurator.option.moveUpShort',
    moveDown: 'configurator.option.moveDown',
    moveDownShort: 'configurator.option.moveDownShort',
    delete: 'configurator.option.delete',
    deleteShort: 'configurator.option.deleteShort',
    expand: 'configurator.option.expand',
    collapse: 'configurator.option.collapse',
  },
} as const;

/** A step's header is roomier than an option's. */
const styles = {
  step: {
    row: 'flex flex-wrap items-center gap-2 p-3',
    toggle:
      'flex min-h-11 min-w-0 flex-1 basis-48 items-center gap-3 rounded-lg px-1 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500',
    chevron: 'size-5 shrink-0 text-ink-muted transition-transform',
  },
  option: {
    row: 'flex flex-wrap items-center gap-2 p-2 pr-1',
    toggle:
      'flex min-h-11 min-w-0 flex-1 basis-40 items-center gap-2 rounded-lg px-1 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500',
    chevron: 'size-4 shrink-0 text-ink-muted transition-transform',
  },
} as const;

export interface CardHeaderProps {
  /** Which card: sets the spacing and the buttons' texts. */
  kind: 'step' | 'option';
  /** Before the expand button: the step's number, or the option's drag handle and thumbnail. */
  leading: ReactNode;
  /** Inside the expand button: the title line and the summary line. */
  children: ReactNode;
  /** The card's name in the move and delete buttons' labels. */
  name: string;
  expanded: boolean;
  onToggle: () => void;
  /** id of the body the expand button shows and hides. */
  controls: string;
  /** Position in the list and its length: the first cannot move up, the last cannot move down. */
  index: number;
  count: number;
  onMove: (to: number) => void;
  onDelete: () => void;
  /** Set when the card cannot be deleted: the delete button is disabled with this as its tooltip. */
  deleteBlockedReason?: string;
}

/** The header of a step or option card: leading content, expand/collapse button, move up/down and delete. */
export function CardHeader({
  kind,
  leading,
  children,
  name,
  expanded,
  onToggle,
  controls,
  index,
  count,
  onMove,
  onDelete,
  deleteBlockedReason,
}: CardHeaderProps) {
  const { t } = useTranslation();
  const keys = labelKeys[kind];
  const style = styles[kind];
  return (
    <div className={style.row}>
      {leading}
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={expanded}
        aria-controls={controls}
        className={style.toggle}
      >
        <span className="min-w-0 flex-1">{children}</span>
        <ChevronDown className={cn(style.chevron, expanded && 'rotate-180')} aria-hidden="true" />
        <span className="sr-only">{expanded ? t(keys.collapse) : t(keys.expand)}</span>
      </button>
      <div className="ml-auto flex shrink-0 items-center">
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={() => onMove(index - 1)}
          disabled={index === 0}
          aria-label={t(keys.moveUp, { name })}
          title={t(keys.moveUpShort)}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={() => onMove(index + 1)}
          disabled={index === count - 1}
          aria-label={t(keys.moveDown, { name })}
          title={t(keys.moveDownShort)}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          className="text-red-600 hover:bg-red-50 hover:text-red-700"
          onClick={onDelete}
          disabled={deleteBlockedReason !== undefined}
          aria-label={t(keys.delete, { name })}
          title={deleteBlockedReason ?? t(keys.deleteShort)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
