import { isApiError } from '@kiosk/ui';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageFileProblem, useUploadOptionImage } from '../api/upload-option-image';
import { imageUploadFailureKey } from '../utils/image-upload-error';

/** Uploads the chosen image file (checked first) and hands its link to `onUploaded`; the error shown. */
export function useOptionImageUpload(onUploaded: (url: string) => void) {
  const { t } = useTranslation();
  const upload = useUploadOptionImage();
  const [error, setError] = useState<string | null>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      setError(t(`configurator.image.${problem}`));
      return;
    }
    setError(null);
    try {
      onUploaded(await upload.mutateAsync(file));
    } catch (caught) {
      setError(t(imageUploadFailureKey(isApiError(caught) ? caught.code : '')));
    }
  }

  return { uploading: upload.isPending, error, setError, onFile };
}
