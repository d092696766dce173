import { MAX_UPLOAD_BYTES } from '@kiosk/domain';
import { isApiError, toast } from '@kiosk/ui';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadWelcomeVideo } from '../api/upload-welcome-video';
import { fileProblemMessageKey, uploadFailureMessageKey } from '../utils/upload-problem';
import { videoFileProblem } from '../utils/video-source';

/** Uploads the chosen video file (checked first for type and size) and hands its link to `onUploaded`. */
export function useVideoUpload(onUploaded: (url: string) => void) {
  const { t } = useTranslation();
  const upload = useUploadWelcomeVideo();
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = videoFileProblem(file, MAX_UPLOAD_BYTES);
    if (problem) {
      const message = t(fileProblemMessageKey(problem));
      setUploadError(message);
      toast.error(message);
      return;
    }
    setUploadError(null);
    try {
      const url = await upload.mutateAsync(file);
      onUploaded(url);
      toast.success(t('welcomeSettings.video.uploaded'));
    } catch (caught) {
      const message = t(uploadFailureMessageKey(isApiError(caught) ? caught.code : ''));
      setUploadError(message);
      toast.error(t('welcomeSettings.video.uploadFailed'), { description: message });
    }
  }

  return { uploading: upload.isPending, uploadError, setUploadError, onFile };
}

export type VideoUpload = ReturnType<typeof useVideoUpload>;
