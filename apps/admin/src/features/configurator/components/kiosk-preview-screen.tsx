import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/**
 * CSS pixels across the kiosk screen drawn in the preview. The kiosk is a 1080 px wide portrait
 * screen whose product dialog is at most 896 px wide; 960 keeps that very width with a narrower
 * margin, so the preview can be drawn larger.
 */
const KIOSK_PREVIEW_WIDTH = 960;

/**
 * A portrait kiosk screen in a device bezel: what it holds is laid out at the kiosk's own size
 * (KIOSK_PREVIEW_WIDTH wide) and drawn scaled (CSS zoom) to the frame, over the kiosk's dimmed
 * backdrop, so the kiosk's components look exactly as on the device, only smaller.
 */
export function KioskPreviewScreen({ children, label }: { children: ReactNode; label?: string }) {
  const ref = useRef<HTMLElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);

  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => setSize({ width: node.clientWidth, height: node.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const zoom = size && size.width > 0 ? size.width / KIOSK_PREVIEW_WIDTH : null;
  return (
    <div className="rounded-[28px] bg-secondary-950 p-2 shadow-raised">
      <section
        ref={ref}
        aria-label={label}
        data-testid="kiosk-preview-screen"
        className="relative h-[36rem] overflow-hidden rounded-[22px] bg-surface lg:h-[calc(90vh-18rem)] lg:min-h-[28rem]"
      >
        {zoom !== null && size && (
          <div
            className="relative bg-surface"
            data-zoom={zoom.toFixed(3)}
            style={{ zoom, width: KIOSK_PREVIEW_WIDTH, height: size.height / zoom }}
          >
            {/* the kiosk dims the menu behind its dialogs */}
            <div aria-hidden="true" className="absolute inset-0 bg-secondary-950/70" />
            {children}
          </div>
        )}
      </section>
    </div>
  );
}
