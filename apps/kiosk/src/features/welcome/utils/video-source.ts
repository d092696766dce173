import { youtubeEmbedUrl, youtubeVideoId } from '@kiosk/domain';

/** Where the welcome screen's background video comes from (spec: upload, YouTube or URL). */
export type VideoSource = { kind: 'youtube'; id: string; embedUrl: string } | { kind: 'file'; url: string };

/** A YouTube link plays as an embed; an uploaded file or any other URL plays in a video element. */
export function videoSource(link: string | null | undefined): VideoSource | null {
  const trimmed = link?.trim();
  if (!trimmed) return null;
  const id = youtubeVideoId(trimmed);
  if (id) return { kind: 'youtube', id, embedUrl: youtubeEmbedUrl(id) };
  if (trimmed.startsWith('/') || /^https?:\/\//i.test(trimmed)) return { kind: 'file', url: trimmed };
  return null;
}
