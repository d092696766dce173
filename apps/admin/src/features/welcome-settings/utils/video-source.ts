import { youtubeVideoId } from '@kiosk/domain';

/** Where the kiosk's background video comes from (spec section 4, "Background video mode"). */
export type VideoMode = 'upload' | 'youtube' | 'url';

/** Public files of our own storage, as the upload answers them (or made absolute by a browser). */
const STORAGE_PATH = '/storage/v1/object/public/';

function parseUrl(value: string): URL | null {
  try {
    return new URL(value.trim());
  } catch {
    return null;
  }
}

/** Whether a link points into our own file storage (an uploaded video). */
export function isStorageVideoUrl(value: string | null | undefined): boolean {
  if (!value) return false;
  const trimmed = value.trim();
  if (trimmed.startsWith(STORAGE_PATH)) return true;
  const url = parseUrl(trimmed);
  if (!url) return false;
  return url.pathname.startsWith(STORAGE_PATH) && url.origin === globalThis.location?.origin;
}

/**
 * The mode a saved link was made with: a YouTube link gives youtube, a link into our storage gives
 * upload, anything else gives url. Without a link, upload is offered first.
 */
export function inferVideoMode(value: string | null | undefined): VideoMode {
  if (!value?.trim()) return 'upload';
  if (youtubeVideoId(value)) return 'youtube';
  if (isStorageVideoUrl(value)) return 'upload';
  return 'url';
}

/** An http(s) link or one of our storage paths (what the server accepts as a video link). */
export function isAcceptableVideoUrl(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.startsWith(STORAGE_PATH) || /^https?:\/\/\S+$/.test(trimmed);
}

/** Video files the welcome page takes (spec section 5). */
export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/ogg'] as const;
const VIDEO_EXTENSIONS = /\.(mp4|m4v|webm|ogg|ogv)$/i;

export type VideoFileProblem = 'type' | 'size';

/** What is wrong with a chosen video before it is sent (the server checks the content again). */
export function videoFileProblem(
  file: { name: string; type: string; size: number },
  maxBytes: number,
): VideoFileProblem | null {
  const typeOk =
    (VIDEO_TYPES as readonly string[]).includes(file.type) ||
    (file.type === '' && VIDEO_EXTENSIONS.test(file.name));
  if (!typeOk) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** An uploaded file's name without the `<timestamp>_` the upload put in front of it. */
export function displayVideoName(name: string): string {
  const base = name.split('/').pop() ?? name;
  return base.replace(/^\d{10,}_/, '');
}

/** A file size for people: "840 KB", "4,2 MB" (decimal comma in Turkish). */
export function formatFileSize(bytes: number, locale: string): string {
  const format = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  if (bytes < 1024 * 1024) return `${format(Math.max(1, Math.round(bytes / 1024)), 0)} KB`;
  return `${format(bytes / 1024 / 1024, 1)} MB`;
}
