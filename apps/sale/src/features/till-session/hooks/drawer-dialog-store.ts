import { createStore, useStore } from '@kiosk/ui';

/** The drawer dialog on screen (one at a time): opened from the top bar's menu, the checkout or a notice. */
type DrawerDialogKind = 'open' | 'cashIn' | 'cashOut' | 'handover' | 'close';

/** The dialog and the session it acts on (kept, so the close's result stays once the session is closed). */
export type DrawerDialog = { kind: 'open' } | { kind: Exclude<DrawerDialogKind, 'open'>; sessionId: string };

const drawerDialogStore = createStore<DrawerDialog | null>(null);

export const showDrawerDialog = (dialog: DrawerDialog | null) => drawerDialogStore.set(dialog);
export const useDrawerDialog = () => useStore(drawerDialogStore);
