import { readStorage, writeStorage } from '@kiosk/ui';
import { useCallback, useState } from 'react';

export type CategoryView = 'list' | 'grid';

const STORAGE_KEY = 'categories_view_mode';

/** List or grid, remembered on this device. */
export function useCategoryView(): [CategoryView, (view: CategoryView) => void] {
  const [view, setView] = useState<CategoryView>(() =>
    readStorage(STORAGE_KEY) === 'grid' ? 'grid' : 'list',
  );
  const change = useCallback((next: CategoryView) => {
    setView(next);
    writeStorage(STORAGE_KEY, next);
  }, []);
  return [view, change];
}
