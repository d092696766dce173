// YouTube links for the kiosk's welcome video (spec: background video mode upload, youtube or url):
// the admin recognises them when a link is saved and previews them; the kiosk plays them.

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
const EMBED_PATHS = new Set(['embed', 'shorts', 'live', 'v']);

/**
 * The video id of a YouTube link: watch (`youtube.com/watch?v=ID`), short (`youtu.be/ID`), embed
 * (`youtube.com/embed/ID`), `/shorts/ID`, `/live/ID` and `/v/ID` links over http(s), with or
 * without `www.`; null for anything else (other sites, channels, malformed ids).
 */
export function youtubeVideoId(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const [first, second] = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = first;
  else if (YOUTUBE_HOSTS.has(host)) {
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first && EMBED_PATHS.has(first)) id = second;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/**
 * The privacy-friendly embed address the kiosk and the admin's preview play: autoplaying, muted,
 * looping (loop needs the playlist parameter), without controls, keyboard, annotations or full screen.
 */
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
  return `https://www.youtube-nocookie.com/embed/${id}?${params.toString()}`;
}
