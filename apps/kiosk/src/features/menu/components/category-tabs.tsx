import { CategoryIcon, cn } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import type { CategoryTab } from '../utils/menu-tabs';

/** Category tabs: a row of large chips that scrolls sideways when it does not fit. */
export function CategoryTabs({
  tabs,
  selected,
  onSelect,
}: {
  tabs: CategoryTab[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('kiosk.menu.categories')} className="border-line border-b bg-white">
      <ul className="scrollbar-none flex gap-3 overflow-x-auto px-6 py-4 [mask-image:linear-gradient(to_right,black_calc(100%-4rem),transparent)] lg:px-8">
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <li key={tab.id} className="shrink-0">
              <button
                type="button"
                aria-pressed={active}
                data-testid="category-tab"
                data-category-id={tab.id}
                onClick={() => onSelect(tab.id)}
                className={cn(
                  'inline-flex h-16 items-center gap-3 rounded-2xl px-6 font-bold text-xl transition-colors',
                  'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300 active:scale-[0.97]',
                  active
                    ? 'bg-secondary-900 text-white shadow-md'
                    : 'bg-surface-muted text-secondary-800 hover:bg-secondary-100',
                )}
              >
                <CategoryIcon
                  name={tab.icon}
                  className={cn('size-7', active ? 'text-primary-300' : 'text-secondary-500')}
                />
                {tab.name}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
