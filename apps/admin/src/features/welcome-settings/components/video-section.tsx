import { Button, cn, FormMessage, Input, SwitchRow } from '@kiosk/ui';
import { Film, FolderOpen, Link as LinkIcon, MonitorPlay, Upload } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section';
import type { VideoUpload } from '../hooks/use-video-upload';
import type { WelcomeFormState } from '../hooks/use-welcome-form';
import { displayVideoName, VIDEO_TYPES, type VideoMode } from '../utils/video-source';
import { VideoPreview } from './video-preview';

const MODES = [
  ['upload', Upload],
  ['youtube', MonitorPlay],
  ['url', LinkIcon],
] as const;

/** The background video: on/off, where it comes from (upload, YouTube, link) and a preview. */
export function VideoSection({
  id,
  state,
  upload,
  onOpenVideos,
}: {
  id: string;
  state: WelcomeFormState;
  upload: VideoUpload;
  onOpenVideos: () => void;
}) {
  const { t } = useTranslation();
  const { form, set, issue, showIssues } = state;
  const videoUrl = form.videoUrls[form.videoMode];
  return (
    <FormSection
      icon={<Film className="size-5" aria-hidden="true" />}
      title={t('welcomeSettings.video.title')}
      description={t('welcomeSettings.video.description')}
    >
      <SwitchRow
        id={`${id}-video-enabled`}
        label={t('welcomeSettings.video.enabled')}
        hint={t('welcomeSettings.video.enabledHint')}
        checked={form.videoEnabled}
        onCheckedChange={(videoEnabled) => set({ videoEnabled })}
      />
      <div id={`${id}-video`} className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-4">
          <VideoModePicker mode={form.videoMode} onChange={(videoMode) => set({ videoMode })} />
          {form.videoMode === 'upload' ? (
            <VideoUploadPanel videoUrl={videoUrl} upload={upload} onOpenVideos={onOpenVideos} />
          ) : (
            <VideoUrlField id={id} state={state} />
          )}
          {showIssues && issue && <FormMessage>{t(`welcomeSettings.video.issues.${issue}`)}</FormMessage>}
        </div>
        <div className="min-w-0">
          <p className="mb-2 font-medium text-ink text-sm">{t('welcomeSettings.video.preview')}</p>
          <VideoPreview mode={form.videoMode} url={videoUrl} />
        </div>
      </div>
    </FormSection>
  );
}

function VideoModePicker({
  mode: current,
  onChange,
}: {
  mode: VideoMode;
  onChange: (mode: VideoMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="mx-0 min-w-0 border-0 p-0">
      <legend className="mb-2 font-medium text-ink text-sm">{t('welcomeSettings.video.source')}</legend>
      <div className="grid grid-cols-3 gap-1 rounded-xl bg-surface-muted p-1 ring-1 ring-line">
        {MODES.map(([mode, Icon]) => (
          <button
            key={mode}
            type="button"
            aria-pressed={current === mode}
            onClick={() => onChange(mode)}
            data-testid={`video-mode-${mode}`}
            className={cn(
              'flex h-10 items-center justify-center gap-2 rounded-lg font-semibold text-sm transition-colors',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500',
              current === mode ? 'bg-white text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {t(`welcomeSettings.video.modes.${mode}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function VideoUploadPanel({
  videoUrl,
  upload,
  onOpenVideos,
}: {
  videoUrl: string;
  upload: VideoUpload;
  onOpenVideos: () => void;
}) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div className="space-y-3">
      <div className="rounded-xl border-2 border-line border-dashed bg-surface px-4 py-5 text-center">
        <Upload className="mx-auto size-6 text-secondary-500" aria-hidden="true" />
        <p className="mt-2 font-medium text-ink text-sm">
          {videoUrl ? displayVideoName(videoUrl) : t('welcomeSettings.video.noUpload')}
        </p>
        <p className="mt-0.5 text-ink-muted text-xs">{t('welcomeSettings.video.uploadHint')}</p>
        <input
          ref={fileInput}
          type="file"
          accept={[...VIDEO_TYPES, '.mp4', '.webm', '.ogg', '.ogv'].join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void upload.onFile(event)}
          data-testid="video-file"
        />
        <div className="mt-3 flex flex-wrap justify-center gap-2">
          <Button onClick={() => fileInput.current?.click()} loading={upload.uploading}>
            {!upload.uploading && <Upload aria-hidden="true" />}
            {upload.uploading ? t('welcomeSettings.video.uploading') : t('welcomeSettings.video.chooseFile')}
          </Button>
          <Button variant="outline" onClick={onOpenVideos}>
            <FolderOpen aria-hidden="true" />
            {t('welcomeSettings.videos.open')}
          </Button>
        </div>
      </div>
      {upload.uploadError && <FormMessage>{upload.uploadError}</FormMessage>}
    </div>
  );
}

function VideoUrlField({ id, state }: { id: string; state: WelcomeFormState }) {
  const { t } = useTranslation();
  const { form, setVideoUrl, issue, showIssues } = state;
  const youtube = form.videoMode === 'youtube';
  return (
    <div>
      <label htmlFor={`${id}-video-url`} className="mb-1.5 block font-medium text-ink text-sm">
        {youtube ? t('welcomeSettings.video.youtubeLabel') : t('welcomeSettings.video.urlLabel')}
      </label>
      <Input
        id={`${id}-video-url`}
        type="url"
        inputMode="url"
        value={form.videoUrls[form.videoMode]}
        onChange={(event) => setVideoUrl(form.videoMode, event.target.value)}
        placeholder={youtube ? 'https://www.youtube.com/watch?v=…' : 'https://example.com/video.mp4'}
        invalid={showIssues && issue !== null}
        aria-describedby={`${id}-video-url-hint`}
        data-testid="video-url"
      />
      <p id={`${id}-video-url-hint`} className="mt-1 text-ink-muted text-xs">
        {youtube ? t('welcomeSettings.video.youtubeHint') : t('welcomeSettings.video.urlHint')}
      </p>
    </div>
  );
}
