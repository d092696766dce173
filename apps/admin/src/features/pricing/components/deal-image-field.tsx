import { Label, toast } from '@kiosk/ui';
import { ImageUp } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageDescription } from '../../../lib/server-message';
import { useUploadDealImage } from '../api/upload-deal-image';

/** The new deal product's picture: a file uploaded as the product form does, with its preview. */
export function DealImageField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (path: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadDealImage();
  const pick = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: onChange,
      onError: (e) => toast.error(t('pricing.deals.product.imageFailed'), serverMessageDescription(e, t)),
    });
  };
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>
        {t('pricing.deals.product.image')}
        <span className="ml-0.5 text-red-600" aria-hidden="true">
          *
        </span>
      </Label>
      <div className="flex items-center gap-3">
        {value ? (
          <img
            src={value}
            alt=""
            className="size-12 rounded-lg object-cover"
            data-testid="deal-image-preview"
          />
        ) : (
          <span className="flex size-12 items-center justify-center rounded-lg bg-surface-muted text-ink-muted">
            <ImageUp className="size-5" aria-hidden="true" />
          </span>
        )}
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          data-testid="deal-image-file"
          className="min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-line file:bg-white file:px-3"
          disabled={upload.isPending}
          onChange={(e) => pick(e.target.files?.[0])}
        />
      </div>
      {upload.isPending && (
        <p className="text-ink-muted text-xs">{t('pricing.deals.product.imageUploading')}</p>
      )}
      {error && <p className="text-red-700 text-sm">{error}</p>}
    </div>
  );
}
