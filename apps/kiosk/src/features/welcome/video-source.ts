/** Where the welcome screen's background video comes from (spec: upload, YouTube or URL). */
export type VideoSource = { kind: 'youtube'; id: string; embedUrl: string } | { kind: 'file'; url: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/** The video id of a YouTube watch, short (youtu.be or /shorts/), embed or live link; null otherwise. */
export function youtubeId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  let candidate: string | null = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    candidate = url.pathname.split('/')[1] ?? null;
  } else if (YOUTUBE_HOSTS.has(host)) {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch') candidate = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v')
      candidate = second ?? null;
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

/** An autoplaying, muted, looping embed without controls (loop needs the playlist parameter). */
export function youtubeEmbedUrl(id: string): string {
  const params = new URLSearchParams({
    autoplay: '1',
    mute: '1',
    loop: '1',
    playlist: id,
    controls: '0',
    playsinline: '1',
    modestbranding: '1',
    rel: '0',
    disablekb: '1',
    iv_load_policy: '3',
    fs: '0',
  });
  return `https://www.youtube-nocookie.com/embed/${id}?${params}`;
}

/** A YouTube link plays as an embed; an uploaded file or any other URL plays in a video element. */
export function videoSource(link: string | null | undefined): VideoSource | null {
  const trimmed = link?.trim();
  if (!trimmed) return null;
  const id = youtubeId(trimmed);
  if (id) return { kind: 'youtube', id, embedUrl: youtubeEmbedUrl(id) };
  if (trimmed.startsWith('/') || /^https?:\/\//i.test(trimmed)) return { kind: 'file', url: trimmed };
  return null;
}
