import { useEffect } from 'react';

/** Sets the browser tab title to `title · suffix` while the component is shown. */
export function useDocumentTitle(title: string | null | undefined, suffix?: string): void {
  useEffect(() => {
    if (!title) return;
    document.title = suffix ? `${title} · ${suffix}` : title;
  }, [title, suffix]);
}
