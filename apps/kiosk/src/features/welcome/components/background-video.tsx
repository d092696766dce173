import { useState } from 'react';
import type { VideoSource } from '../utils/video-source';

/**
 * The welcome screen's background film: a muted, looping YouTube embed or video file covering the
 * screen, darkened so the texts stay readable. Purely decorative.
 */
export function BackgroundVideo({ source }: { source: VideoSource }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden bg-secondary-950">
      {source.kind === 'youtube' ? (
        <iframe
          title="background video"
          src={source.embedUrl}
          tabIndex={-1}
          allow="autoplay; encrypted-media"
          referrerPolicy="strict-origin-when-cross-origin"
          data-testid="welcome-video"
          data-source="youtube"
          className="absolute top-1/2 left-1/2 h-[max(100%,56.25vw)] w-[max(100%,177.78vh)] -translate-x-1/2 -translate-y-1/2 border-0"
        />
      ) : (
        <video
          src={source.url}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          data-testid="welcome-video"
          data-source="file"
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      )}
      <div className="absolute inset-0 bg-gradient-to-b from-secondary-950/75 via-secondary-950/35 to-secondary-950/85" />
    </div>
  );
}
