import type { Deal } from '@kiosk/contracts';
import { randomId } from '@kiosk/ui';
import { useState } from 'react';
import { usePreviewPrice } from '../api/preview-price';
import { defaultParts, type PreviewInput, type PreviewLine, previewRequest } from '../utils/preview-request';

/** The preview panel's cart, channel, store and time, and its call (the answer of the last one). */
export function usePricePreview(deals: readonly Deal[], timeZone: string) {
  const [input, setInput] = useState<PreviewInput>({
    lines: [{ key: randomId(), product_id: '', quantity: 1, parts: {} }],
    channel: 'kiosk',
    store_id: '',
    when: 'now',
    date: '',
    time: '',
  });
  const preview = usePreviewPrice();
  const request = previewRequest(input, deals, timeZone);
  const setLine = (key: string, patch: Partial<PreviewLine>) =>
    setInput((current) => ({
      ...current,
      lines: current.lines.map((l) => {
        if (l.key !== key) return l;
        const next = { ...l, ...patch };
        if (patch.product_id !== undefined && patch.product_id !== l.product_id) {
          next.parts = defaultParts(deals.find((d) => d.product_id === patch.product_id));
        }
        return next;
      }),
    }));
  return {
    input,
    set: (patch: Partial<PreviewInput>) => setInput((current) => ({ ...current, ...patch })),
    setLine,
    addLine: () =>
      setInput((c) => ({
        ...c,
        lines: [...c.lines, { key: randomId(), product_id: '', quantity: 1, parts: {} }],
      })),
    removeLine: (key: string) => setInput((c) => ({ ...c, lines: c.lines.filter((l) => l.key !== key) })),
    ready: request !== undefined,
    calculate: () => request && preview.mutate(request),
    result: preview.data,
    error: preview.error,
    pending: preview.isPending,
  };
}
