import { storageObjectSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type UploadedVideo = (typeof storageObjectSchema)['_output'];

export const welcomeVideosKey = ['welcome-settings', 'videos'] as const;

/** Spec section 9: the uploaded-video list shows at most 100. */
const VIDEO_LIST_LIMIT = 100;

/** GET /storage/v1/object/list/welcome-videos: earlier uploads, newest first. */
async function listWelcomeVideos(): Promise<UploadedVideo[]> {
  const body = await api.get<unknown>('/storage/v1/object/list/welcome-videos', {
    query: { limit: VIDEO_LIST_LIMIT, offset: 0 },
  });
  return storageObjectSchema
    .array()
    .parse(body)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

export function useWelcomeVideos(enabled: boolean) {
  return useQuery({ queryKey: welcomeVideosKey, queryFn: listWelcomeVideos, enabled, staleTime: 0 });
}
