import { readStorage, writeStorage } from '@kiosk/ui';
import { useCallback, useState } from 'react';

export type ViewMode = 'grid' | 'list';

/** Local storage key of the configurator's list or grid choice (spec section 3, "Local storage"). */
const VIEW_MODE_STORAGE_KEY = 'configuratorViewMode';

function storedViewMode(): ViewMode {
  return readStorage(VIEW_MODE_STORAGE_KEY) === 'list' ? 'list' : 'grid';
}

/** The configurator page's grid or list view, remembered on this device (grid by default). */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(storedViewMode);
  const change = useCallback((next: ViewMode) => {
    writeStorage(VIEW_MODE_STORAGE_KEY, next);
    setMode(next);
  }, []);
  return [mode, change];
}
