import { Button, cn, Dialog, FormMessage, Spinner, useLanguage } from '@kiosk/ui';
import { Check, Film, RotateCcw } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type UploadedVideo, useWelcomeVideos } from '../api/list-welcome-videos';
import { displayVideoName, formatFileSize } from '../utils/video-source';

export interface UploadedVideosDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentUrl: string;
  onSelect: (publicUrl: string) => void;
}

/** 'Uploaded Videos': earlier uploads, newest first (at most 100), with a preview on hover. */
export function UploadedVideosDialog({
  open,
  onOpenChange,
  currentUrl,
  onSelect,
}: UploadedVideosDialogProps) {
  const { t } = useTranslation();
  const videos = useWelcomeVideos(open);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      title={t('welcomeSettings.videos.title')}
      description={t('welcomeSettings.videos.description')}
    >
      {videos.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner size="lg" showLabel />
        </div>
      ) : videos.isError ? (
        <div className="space-y-3">
          <FormMessage>{t('welcomeSettings.videos.loadError')}</FormMessage>
          <Button variant="outline" onClick={() => void videos.refetch()}>
            <RotateCcw aria-hidden="true" />
            {t('welcomeSettings.retry')}
          </Button>
        </div>
      ) : videos.data.length === 0 ? (
        <p className="flex flex-col items-center gap-2 rounded-xl border border-line border-dashed py-12 text-center text-ink-muted">
          <Film className="size-7" aria-hidden="true" />
          {t('welcomeSettings.videos.empty')}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {videos.data.map((video) => (
            <VideoCard
              key={video.name}
              video={video}
              selected={video.publicUrl === currentUrl}
              onSelect={() => {
                onSelect(video.publicUrl);
                onOpenChange(false);
              }}
            />
          ))}
        </ul>
      )}
    </Dialog>
  );
}

function VideoCard({
  video,
  selected,
  onSelect,
}: {
  video: UploadedVideo;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const player = useRef<HTMLVideoElement>(null);
  const name = displayVideoName(video.name);
  const created = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(video.created_at),
  );
  const size = formatFileSize(video.size, locale);
  const play = () => void player.current?.play().catch(() => {});
  const stop = () => {
    if (!player.current) return;
    player.current.pause();
    player.current.currentTime = 0;
  };
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        onMouseEnter={play}
        onMouseLeave={stop}
        onFocus={play}
        onBlur={stop}
        aria-pressed={selected}
        data-testid="uploaded-video"
        data-video-name={video.name}
        className={cn(
          'group relative flex w-full flex-col overflow-hidden rounded-xl border-2 bg-white text-left transition-colors',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-offset-2',
          selected ? 'border-primary-500' : 'border-line hover:border-primary-200',
        )}
      >
        <span className="relative block aspect-video w-full bg-secondary-950">
          <video
            ref={player}
            src={video.publicUrl}
            muted
            loop
            playsInline
            preload="metadata"
            className="size-full object-cover"
            aria-hidden="true"
            tabIndex={-1}
          />
          <span className="absolute bottom-2 left-2 rounded-md bg-black/60 px-1.5 py-0.5 font-medium text-[11px] text-white opacity-100 transition-opacity group-hover:opacity-0">
            {t('welcomeSettings.videos.hoverHint')}
          </span>
        </span>
        <span className="block px-3 py-2">
          <span className="block truncate font-semibold text-ink text-sm" title={name}>
            {name}
          </span>
          <span className="block text-ink-muted text-xs">
            <time dateTime={video.created_at}>{created}</time> · {size}
          </span>
        </span>
        {selected && (
          <span className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-full bg-primary-500 px-2 py-0.5 font-semibold text-secondary-950 text-xs shadow-sm">
            <Check className="size-3.5" aria-hidden="true" />
            {t('welcomeSettings.videos.inUse')}
          </span>
        )}
      </button>
    </li>
  );
}
