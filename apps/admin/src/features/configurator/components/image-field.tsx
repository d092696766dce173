import { Button, cn, Input } from '@kiosk/ui';
import { ImageOff, Loader2, Trash2, Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES } from '../api/upload-option-image';
import { useOptionImageUpload } from '../hooks/use-option-image-upload';

export interface ImageFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Locked while the option takes its picture from a linked product. */
  disabled?: boolean;
  label: string;
}

/**
 * An option's picture: upload a file (to the product images, as the products page does) or paste a
 * URL. A link that does not load is cleared with a message (spec section 5, "Image upload").
 */
export function ImageField({ value, onChange, disabled = false, label }: ImageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { uploading, error, setError, onFile } = useOptionImageUpload(onChange);

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-medium text-ink text-sm">
        {label}
      </label>
      <div className="flex items-start gap-3">
        <ImagePreview
          value={value}
          uploading={uploading}
          onBroken={() => {
            // spec: a broken image link clears the value and shows a load error
            onChange('');
            setError(t('configurator.image.loadFailed'));
          }}
        />
        <div className="min-w-0 flex-1">
          <div className="flex gap-2">
            <Input
              id={id}
              value={value}
              onChange={(event) => {
                setError(null);
                onChange(event.target.value);
              }}
              placeholder="https://…"
              disabled={disabled || uploading}
              inputMode="url"
              className="h-11 text-sm"
              invalid={error !== null}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <input
              ref={fileInput}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => void onFile(event)}
              data-testid="option-image-file"
            />
            <Button
              variant="outline"
              size="md"
              className="h-11"
              disabled={disabled}
              loading={uploading}
              onClick={() => fileInput.current?.click()}
            >
              {!uploading && <Upload aria-hidden="true" />}
              <span className="hidden sm:inline">
                {uploading ? t('configurator.image.uploading') : t('configurator.image.upload')}
              </span>
              <span className="sr-only sm:hidden">{t('configurator.image.upload')}</span>
            </Button>
            {value && !disabled && (
              <Button
                variant="ghost"
                size="icon"
                className="size-11"
                onClick={() => onChange('')}
                aria-label={t('configurator.image.remove')}
                title={t('configurator.image.remove')}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            )}
          </div>
          <p
            id={`${id}-error`}
            className={cn('mt-1 text-xs', error ? 'text-red-700' : 'text-ink-muted')}
            role={error ? 'alert' : undefined}
          >
            {error ?? (disabled ? t('configurator.image.fromProduct') : t('configurator.image.hint'))}
          </p>
        </div>
      </div>
    </div>
  );
}

/** The picture as it loads: a spinner while uploading, the image, or a placeholder. */
function ImagePreview({
  value,
  uploading,
  onBroken,
}: {
  value: string;
  uploading: boolean;
  onBroken: () => void;
}) {
  return (
    <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line bg-surface-muted text-ink-muted/60">
      {uploading ? (
        <Loader2 className="size-5 animate-spin text-primary-600" aria-hidden="true" />
      ) : value ? (
        <img src={value} alt="" className="size-full object-cover" onError={onBroken} />
      ) : (
        <ImageOff className="size-5" aria-hidden="true" />
      )}
    </div>
  );
}
