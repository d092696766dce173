import { ChevronLeft, ChevronRight, MoreHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.js';
import { getPaginationItems } from '../pagination/pagination-pages.js';

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  className?: string;
}

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-xl px-3 font-semibold text-sm transition-colors ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 disabled:pointer-events-none disabled:opacity-40';

/** Numbered pagination with previous/next buttons and at most 7 page buttons. */
export function Pagination({ page, pageCount, onPageChange, className }: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const items = getPaginationItems(page, pageCount);
  return (
    <nav
      aria-label={t('ui.pagination.label')}
      className={cn('flex items-center justify-center gap-1', className)}
    >
      <button
        type="button"
        className={cn(itemClass, 'text-ink-muted hover:bg-surface-muted hover:text-ink')}
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        aria-label={t('ui.pagination.previous')}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
      </button>
      {items.map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            className={cn(
              itemClass,
              item === page
                ? 'bg-primary-500 text-secondary-950 shadow-sm'
                : 'text-ink hover:bg-primary-50 hover:text-secondary-800',
            )}
            onClick={() => onPageChange(item)}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('ui.pagination.page', { page: item })}
          >
            {item}
          </button>
        ) : (
          <span
            key={item}
            className="inline-flex h-10 w-8 items-center justify-center text-ink-muted"
            aria-hidden="true"
          >
            <MoreHorizontal className="size-4" />
          </span>
        ),
      )}
      <button
        type="button"
        className={cn(itemClass, 'text-ink-muted hover:bg-surface-muted hover:text-ink')}
        onClick={() => onPageChange(page + 1)}
        disabled={page >= pageCount}
        aria-label={t('ui.pagination.next')}
      >
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
