import { cn } from '@kiosk/ui';
import { Check } from 'lucide-react';

/** One product in the slider picker: its image, name and price, with a checkbox over the whole card. */
export function PickerProductCard({
  productName,
  name,
  image,
  detail,
  checked,
  onToggle,
}: {
  /** The product's own name (what the browser tests find it by). */
  productName: string;
  /** The name shown, in the admin's language. */
  name: string;
  image: string | null;
  detail: string;
  checked: boolean;
  onToggle: () => void;
}) {
  return (
    <label
      data-testid="picker-product"
      data-product-name={productName}
      className={cn(
        'relative flex w-full cursor-pointer flex-col overflow-hidden rounded-xl border-2 bg-white text-left transition-colors',
        'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-500 has-[:focus-visible]:ring-offset-2',
        checked ? 'border-primary-500' : 'border-line hover:border-primary-200',
      )}
    >
      <input type="checkbox" checked={checked} onChange={onToggle} className="sr-only" />
      <span className="block aspect-[4/3] w-full bg-surface-muted">
        {image && <img src={image} alt="" loading="lazy" className="size-full object-cover" />}
      </span>
      <span className="block px-3 py-2">
        <span className="block truncate font-semibold text-ink text-sm">{name}</span>
        <span className="block truncate text-ink-muted text-xs">{detail}</span>
      </span>
      <span
        aria-hidden="true"
        className={cn(
          'absolute top-2 right-2 flex size-6 items-center justify-center rounded-md border-2 shadow-sm',
          checked ? 'border-primary-500 bg-primary-500 text-white' : 'border-white bg-white/90',
        )}
      >
        {checked && <Check className="size-4" strokeWidth={3} />}
      </span>
    </label>
  );
}
