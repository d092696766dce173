import { youtubeEmbedUrl, youtubeVideoId } from '@kiosk/domain';
import { cn } from '@kiosk/ui';
import { Film, VideoOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VideoMode } from '../utils/video-source';

/** What the kiosk will play behind the welcome screen: the YouTube embed, or the video file. */
export function VideoPreview({ mode, url, className }: { mode: VideoMode; url: string; className?: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  const trimmed = url.trim();
  const youtubeId = mode === 'youtube' ? youtubeVideoId(trimmed) : null;

  let content: ReactNode;
  if (!trimmed) {
    content = (
      <Placeholder
        icon={<Film className="size-8" aria-hidden="true" />}
        text={t('welcomeSettings.video.noVideo')}
      />
    );
  } else if (mode === 'youtube') {
    content = youtubeId ? (
      <iframe
        key={youtubeId}
        src={youtubeEmbedUrl(youtubeId)}
        title={t('welcomeSettings.video.previewTitle')}
        className="size-full border-0"
        allow="autoplay; encrypted-media; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        data-testid="youtube-preview"
        data-video-id={youtubeId}
      />
    ) : (
      <Placeholder
        icon={<VideoOff className="size-8" aria-hidden="true" />}
        text={t('welcomeSettings.video.notYoutube')}
      />
    );
  } else if (failed === trimmed) {
    content = (
      <Placeholder
        icon={<VideoOff className="size-8" aria-hidden="true" />}
        text={t('welcomeSettings.video.cannotPlay')}
      />
    );
  } else {
    content = (
      <video
        key={trimmed}
        src={trimmed}
        className="size-full object-cover"
        muted
        loop
        autoPlay
        playsInline
        controls
        onError={() => setFailed(trimmed)}
        data-testid="video-preview"
      />
    );
  }

  return (
    <figure className={cn('m-0', className)}>
      <div className="aspect-video w-full overflow-hidden rounded-xl bg-secondary-950">{content}</div>
      {youtubeId && (
        <figcaption className="mt-2 text-ink-muted text-xs">
          {t('welcomeSettings.video.youtubeId')}: <code className="font-mono text-ink">{youtubeId}</code>
        </figcaption>
      )}
    </figure>
  );
}

function Placeholder({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <div className="flex size-full flex-col items-center justify-center gap-2 px-6 text-center text-secondary-200">
      {icon}
      <p className="text-sm">{text}</p>
    </div>
  );
}
