import { cn } from '@kiosk/ui';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';

/** A product's small picture (the 320 px WebP copy of an uploaded image), or a placeholder. */
export function ProductThumb({ src, className }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src ? thumbnailUrl(src) : null;
  return (
    <div
      className={cn(
        'flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-surface-muted ring-1 ring-line',
        className,
      )}
    >
      {url && failed !== url ? (
        <img
          src={url}
          alt=""
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailed(url)}
        />
      ) : (
        <ImageOff className="size-5 text-ink-muted/60" aria-hidden="true" />
      )}
    </div>
  );
}

/** Uploaded product images have resized WebP copies; other URLs are used as they are. */
function thumbnailUrl(src: string): string {
  const prefix = '/storage/v1/object/public/product-images/';
  if (!src.startsWith(prefix)) return src;
  return `/storage/v1/render/image/public/product-images/${src.slice(prefix.length)}?width=320`;
}
