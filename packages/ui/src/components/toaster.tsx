import { Toaster } from 'sonner';

/** Spec section 9: toasts last 3 seconds. */
export const TOAST_DURATION_MS = 3000;

export { toast } from 'sonner';

export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
