import { Button, cn, Input, Spinner } from '@kiosk/ui';
import { ImageOff, ImagePlus, Link2, Trash2, Upload } from 'lucide-react';
import { type ReactNode, type RefObject, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProductImage } from '../hooks/use-product-image';
import { ACCEPTED_IMAGE_TYPES, type ImageProblem } from '../utils/image-file';

export interface ProductImageFieldProps {
  /** Id of the upload button (the form focuses it when the image is missing). */
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The form's message about this field (imageRequired), shown when nothing else is wrong. */
  error?: ReactNode;
  onBusyChange?: (busy: boolean) => void;
}

/** The preview (a spinner until the picture has loaded), which also takes a dropped file. */
function ImageDropZone({
  value,
  problem,
  invalid,
  busy,
  onDropFile,
  onLoadFailed,
}: {
  value: string;
  problem: ImageProblem | null;
  invalid: boolean;
  busy: boolean;
  onDropFile: (file: File | undefined) => void;
  onLoadFailed: () => void;
}) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setLoaded(false);
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a shortcut; the upload button below is the accessible way
    <div
      data-testid="product-image-preview"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        onDropFile(event.dataTransfer.files[0]);
      }}
      className={cn(
        'relative flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-2xl border-2 border-dashed bg-surface-muted/60 transition-colors',
        dragging ? 'border-primary-500 bg-primary-50' : invalid ? 'border-red-300' : 'border-line',
      )}
    >
      {value ? (
        <>
          {!loaded && <Spinner size="md" className="absolute" />}
          <img
            key={value}
            src={value}
            alt={t('catalogue.products.image.preview')}
            className={cn('size-full object-cover transition-opacity', loaded ? 'opacity-100' : 'opacity-0')}
            onLoad={() => setLoaded(true)}
            onError={onLoadFailed}
          />
        </>
      ) : (
        <div className="flex flex-col items-center gap-2 px-4 text-center text-ink-muted">
          {problem === 'imageLoadError' ? (
            <ImageOff className="size-9 text-red-400" aria-hidden="true" strokeWidth={1.5} />
          ) : (
            <ImagePlus className="size-9 text-primary-600" aria-hidden="true" strokeWidth={1.5} />
          )}
          <p className="font-medium text-sm">{t('catalogue.products.image.empty')}</p>
          <p className="text-xs">{t('catalogue.products.image.hint')}</p>
        </div>
      )}
      {busy && (
        <div className="absolute inset-0 flex items-center justify-center bg-white/80">
          <Spinner size="md" showLabel label={t('catalogue.products.image.uploading')} />
        </div>
      )}
    </div>
  );
}

/** Upload (or replace) a file, and remove the image. */
function UploadButtons({
  id,
  value,
  busy,
  describedBy,
  fileInput,
  onFile,
  onRemove,
}: {
  id: string;
  value: string;
  busy: boolean;
  describedBy: string | undefined;
  fileInput: RefObject<HTMLInputElement | null>;
  onFile: (file: File | undefined) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-2">
      <input
        ref={fileInput}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        className="hidden"
        data-testid="product-image-file"
        tabIndex={-1}
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      <Button
        id={id}
        variant="outline"
        className="flex-1"
        onClick={() => fileInput.current?.click()}
        loading={busy}
        aria-describedby={describedBy}
      >
        {!busy && <Upload aria-hidden="true" />}
        {value ? t('catalogue.products.image.replace') : t('catalogue.products.image.upload')}
      </Button>
      {value && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('catalogue.products.image.remove')}
          title={t('catalogue.products.image.remove')}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}

/** An image link instead of a file (used on Enter, on leaving the field, or with the button). */
function ImageLinkField({
  url,
  onUrlChange,
  onApply,
}: {
  url: string;
  onUrlChange: (url: string) => void;
  onApply: () => void;
}) {
  const { t } = useTranslation();
  const urlId = useId();
  return (
    <div>
      <label htmlFor={urlId} className="mb-1.5 block font-medium text-ink-muted text-xs">
        {t('catalogue.products.image.urlLabel')}
      </label>
      <div className="flex gap-2">
        <Input
          id={urlId}
          type="url"
          inputMode="url"
          value={url}
          placeholder="https://"
          onChange={(event) => onUrlChange(event.target.value)}
          onBlur={onApply}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onApply();
            }
          }}
        />
        <Button
          variant="outline"
          size="lg"
          style={{ paddingInline: '0.875rem' }}
          onClick={onApply}
          aria-label={t('catalogue.products.image.useUrl')}
        >
          <Link2 aria-hidden="true" />
          <span className="hidden sm:inline">{t('catalogue.products.image.useUrl')}</span>
        </Button>
      </div>
    </div>
  );
}

/**
 * The product image: upload a file (checked here as on the server: an image by content, at most
 * 5 MB) or give a URL; a preview shows it. An image that cannot be loaded clears the value and
 * says so.
 */
export function ProductImageField({ id, value, onChange, error, onBusyChange }: ProductImageFieldProps) {
  const { t } = useTranslation();
  const image = useProductImage({ value, onChange, onBusyChange });
  const message = image.problem ? t(`catalogue.products.messages.${image.problem}`) : error;
  return (
    <div className="space-y-3">
      <ImageDropZone
        value={value}
        problem={image.problem}
        invalid={Boolean(message)}
        busy={image.busy}
        onDropFile={(file) => void image.uploadFile(file)}
        onLoadFailed={image.loadFailed}
      />
      <UploadButtons
        id={id}
        value={value}
        busy={image.busy}
        describedBy={message ? `${id}-message` : undefined}
        fileInput={image.fileInput}
        onFile={(file) => void image.uploadFile(file)}
        onRemove={image.remove}
      />
      <ImageLinkField url={image.url} onUrlChange={image.setUrl} onApply={image.applyUrl} />
      {message && (
        <p id={`${id}-message`} role="alert" className="text-red-700 text-sm">
          {message}
        </p>
      )}
    </div>
  );
}
