import { cn } from '@kiosk/ui';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';

/** A product or option picture; a placeholder when there is none or it does not load. */
export function ProductThumbnail({ src, className }: { src: string | null | undefined; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && failed !== src ? src : null;
  return (
    <div
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden bg-surface-muted text-ink-muted/60',
        className,
      )}
    >
      {usable ? (
        <img
          src={usable}
          alt=""
          loading="lazy"
          className="size-full object-cover"
          onError={() => setFailed(usable)}
        />
      ) : (
        <ImageOff className="size-1/3 max-h-8 max-w-8" aria-hidden="true" />
      )}
    </div>
  );
}
