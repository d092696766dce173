import { uploadResultSchema } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { welcomeVideosKey } from './list-welcome-videos';

/**
 * POST /storage/v1/object/welcome-videos/<timestamp>_<file name> (multipart "file"): the server
 * checks the content (mp4, webm, ogg) and the size (5 MB) and answers the public URL.
 */
async function uploadWelcomeVideo(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const body = await api.post<unknown>(
    `/storage/v1/object/welcome-videos/${encodeURIComponent(`${Date.now()}_${file.name}`)}`,
    form,
  );
  return uploadResultSchema.parse(body).publicUrl;
}

export function useUploadWelcomeVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadWelcomeVideo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: welcomeVideosKey }),
  });
}
