import { type ConfigurableItem, defaultSelection, keepValidChoices, type Selection } from '@kiosk/domain';
import { useEffect, useMemo, useState } from 'react';

/** How long the kiosk's "added to the cart" notice stays in the preview. */
const ADDED_NOTICE_MS = 2500;

/**
 * The preview's customer: the choices (kept valid while steps and options come and go), a restart
 * (as a customer reopening the dialog would), and the "added" notice that goes after a while.
 */
export function usePreviewCustomer(item: ConfigurableItem) {
  const [rawSelection, setSelection] = useState<Selection>(() => defaultSelection(item));
  const selection = useMemo(() => keepValidChoices(item, rawSelection), [item, rawSelection]);
  const [round, setRound] = useState(0);
  const [added, setAdded] = useState<string | null>(null);
  const restart = () => {
    setSelection(defaultSelection(item));
    setRound((current) => current + 1);
  };

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(null), ADDED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [added]);

  return { selection, setSelection, round, added, setAdded, restart };
}
