import { Button, cn, Input, isApiError, Spinner } from '@kiosk/ui';
import { ImageOff, ImagePlus, Link2, Trash2, Upload } from 'lucide-react';
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadProductImage } from '../api/upload-product-image';
import {
  ACCEPTED_IMAGE_TYPES,
  checkImageFile,
  isImageReference,
  isInsecureImageLink,
} from '../utils/image-file';

type ImageProblem =
  | 'fileNotImage'
  | 'fileTooLarge'
  | 'uploadError'
  | 'imageLoadError'
  | 'invalidUrl'
  | 'insecureUrl';

export interface ProductImageFieldProps {
  /** Id of the upload button (the form focuses it when the image is missing). */
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The form's message about this field (imageRequired), shown when nothing else is wrong. */
  error?: ReactNode;
  onBusyChange?: (busy: boolean) => void;
}

/**
 * The product image: upload a file (checked here as on the server: an image by content, at most
 * 5 MB) or give a URL; a preview shows it. An image that cannot be loaded clears the value and
 * says so.
 */
export function ProductImageField({ id, value, onChange, error, onBusyChange }: ProductImageFieldProps) {
  const { t } = useTranslation();
  const urlId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadProductImage();
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const [url, setUrl] = useState(() => (value.startsWith('/storage/') ? '' : value));
  const [dragging, setDragging] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setLoaded(false);
  }

  const uploadFile = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const fileProblem = await checkImageFile(file);
    if (fileProblem) {
      setProblem(fileProblem === 'tooLarge' ? 'fileTooLarge' : 'fileNotImage');
      return;
    }
    onBusyChange?.(true);
    try {
      const result = await upload.mutateAsync(file);
      setUrl('');
      onChange(result.publicUrl);
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'invalid_file_type') setProblem('fileNotImage');
      else if (isApiError(failure) && failure.code === 'file_too_large') setProblem('fileTooLarge');
      else setProblem('uploadError');
    } finally {
      onBusyChange?.(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const applyUrl = () => {
    const next = url.trim();
    if (next === value) return;
    if (!next) {
      setProblem(null);
      return;
    }
    if (!isImageReference(next)) {
      setProblem(isInsecureImageLink(next) ? 'insecureUrl' : 'invalidUrl');
      return;
    }
    setProblem(null);
    onChange(next);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void uploadFile(event.dataTransfer.files[0]);
  };

  const message = problem ? t(`catalogue.products.messages.${problem}`) : error;
  const busy = upload.isPending;

  return (
    <div className="space-y-3">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a shortcut; the upload button below is the accessible way */}
      <div
        data-testid="product-image-preview"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'relative flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-2xl border-2 border-dashed bg-surface-muted/60 transition-colors',
          dragging ? 'border-primary-500 bg-primary-50' : message ? 'border-red-300' : 'border-line',
        )}
      >
        {value ? (
          <>
            {!loaded && <Spinner size="md" className="absolute" />}
            <img
              key={value}
              src={value}
              alt={t('catalogue.products.image.preview')}
              className={cn(
                'size-full object-cover transition-opacity',
                loaded ? 'opacity-100' : 'opacity-0',
              )}
              onLoad={() => setLoaded(true)}
              onError={() => {
                // spec: a broken image link clears the value and shows a load error
                onChange('');
                setProblem('imageLoadError');
              }}
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

      <div className="flex gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          className="hidden"
          data-testid="product-image-file"
          tabIndex={-1}
          onChange={(event) => void uploadFile(event.target.files?.[0])}
        />
        <Button
          id={id}
          variant="outline"
          className="flex-1"
          onClick={() => fileInput.current?.click()}
          loading={busy}
          aria-describedby={message ? `${id}-message` : undefined}
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
            onClick={() => {
              onChange('');
              setUrl('');
              setProblem(null);
            }}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      </div>

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
            onChange={(event) => setUrl(event.target.value)}
            onBlur={applyUrl}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyUrl();
              }
            }}
          />
          <Button
            variant="outline"
            size="lg"
            style={{ paddingInline: '0.875rem' }}
            onClick={applyUrl}
            aria-label={t('catalogue.products.image.useUrl')}
          >
            <Link2 aria-hidden="true" />
            <span className="hidden sm:inline">{t('catalogue.products.image.useUrl')}</span>
          </Button>
        </div>
      </div>

      {message && (
        <p id={`${id}-message`} role="alert" className="text-red-700 text-sm">
          {message}
        </p>
      )}
    </div>
  );
}
