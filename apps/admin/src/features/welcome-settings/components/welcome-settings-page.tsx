import type { WelcomePageSettings } from '@kiosk/contracts';
import { MAX_UPLOAD_BYTES } from '@kiosk/domain';
import { type Language, SUPPORTED_LANGUAGES } from '@kiosk/i18n';
import {
  Button,
  cn,
  FormMessage,
  Input,
  isApiError,
  PageSpinner,
  SwitchRow,
  toast,
  useDocumentTitle,
} from '@kiosk/ui';
import {
  AlertTriangle,
  Film,
  FolderOpen,
  GalleryHorizontal,
  Images,
  Link as LinkIcon,
  MonitorPlay,
  MonitorSmartphone,
  RotateCcw,
  Save,
  Type,
  Upload,
} from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section';
import { serverMessageDescription } from '../../../lib/server-message';
import { useSliderProducts } from '../api/get-slider-products';
import { useWelcomeSettings } from '../api/get-welcome-settings';
import { useSaveWelcomeSettings } from '../api/save-welcome-settings';
import { useUploadWelcomeVideo } from '../api/upload-welcome-video';
import { normalizeSliderSpeed, SLIDER_SPEED_MAX, SLIDER_SPEED_MIN } from '../utils/slider-speed';
import { displayVideoName, VIDEO_TYPES, type VideoMode, videoFileProblem } from '../utils/video-source';
import {
  formFromRecord,
  recordFromForm,
  SUBTITLE_TEXT_MAX,
  videoIssue,
  WELCOME_TEXT_MAX,
  type WelcomeForm,
} from '../utils/welcome-form';
import { ProductPickerDialog } from './product-picker-dialog';
import { UploadedVideosDialog } from './uploaded-videos-dialog';
import { VideoPreview } from './video-preview';

/** /welcome-settings (spec section 2, "Welcome page settings"): what the kiosk's welcome screen shows. */
export function WelcomeSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('welcomeSettings.title'), t('common.appName.admin'));
  const settings = useWelcomeSettings();

  return (
    <div className="mx-auto w-full max-w-5xl">
      <header className="mb-6">
        <h1 className="font-bold text-2xl text-ink tracking-tight sm:text-3xl">
          {t('welcomeSettings.title')}
        </h1>
        <p className="mt-1 text-ink-muted">{t('welcomeSettings.subtitle')}</p>
      </header>
      {settings.isPending ? (
        <PageSpinner />
      ) : settings.isError ? (
        <section
          role="alert"
          className="flex flex-col items-center rounded-3xl border border-line border-dashed bg-white px-6 py-16 text-center shadow-card"
        >
          <div className="mb-5 flex size-16 items-center justify-center rounded-2xl bg-red-50 text-red-600">
            <AlertTriangle className="size-8" aria-hidden="true" />
          </div>
          <h2 className="font-semibold text-ink text-xl">{t('welcomeSettings.loadError')}</h2>
          <p className="mt-2 max-w-md text-ink-muted">{t('welcomeSettings.loadErrorHint')}</p>
          <Button
            variant="outline"
            className="mt-6"
            onClick={() => void settings.refetch()}
            loading={settings.isFetching}
          >
            <RotateCcw aria-hidden="true" />
            {t('welcomeSettings.retry')}
          </Button>
        </section>
      ) : (
        <WelcomeSettingsForm key={settings.data.updated_at ?? 'defaults'} record={settings.data} />
      )}
    </div>
  );
}

function WelcomeSettingsForm({ record }: { record: WelcomePageSettings }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [form, setForm] = useState<WelcomeForm>(() => formFromRecord(record));
  const initialJson = useMemo(() => JSON.stringify(recordFromForm(formFromRecord(record))), [record]);
  const [showIssues, setShowIssues] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [videosOpen, setVideosOpen] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [previewLanguage, setPreviewLanguage] = useState<Language>(
    i18n.resolvedLanguage === 'en' ? 'en' : 'tr',
  );
  const fileInput = useRef<HTMLInputElement>(null);
  const products = useSliderProducts();
  const save = useSaveWelcomeSettings();
  const upload = useUploadWelcomeVideo();

  const set = (patch: Partial<WelcomeForm>) => setForm((current) => ({ ...current, ...patch }));
  const setVideoUrl = (mode: VideoMode, url: string) =>
    setForm((current) => ({ ...current, videoUrls: { ...current.videoUrls, [mode]: url } }));

  const dirty = JSON.stringify(recordFromForm(form)) !== initialJson;
  const issue = videoIssue(form);
  const selectedProducts = useMemo(() => {
    const byId = new Map((products.data ?? []).map((product) => [product.id, product]));
    return form.selectedProducts.flatMap((productId) => byId.get(productId) ?? []);
  }, [products.data, form.selectedProducts]);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = videoFileProblem(file, MAX_UPLOAD_BYTES);
    if (problem) {
      const message =
        problem === 'size' ? t('welcomeSettings.video.tooLarge') : t('welcomeSettings.video.wrongType');
      setUploadError(message);
      toast.error(message);
      return;
    }
    setUploadError(null);
    try {
      const url = await upload.mutateAsync(file);
      setVideoUrl('upload', url);
      toast.success(t('welcomeSettings.video.uploaded'));
    } catch (caught) {
      const code = isApiError(caught) ? caught.code : '';
      const message =
        code === 'file_too_large'
          ? t('welcomeSettings.video.tooLarge')
          : code === 'invalid_file_type'
            ? t('welcomeSettings.video.wrongType')
            : t('welcomeSettings.video.uploadFailed');
      setUploadError(message);
      toast.error(t('welcomeSettings.video.uploadFailed'), { description: message });
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    if (issue) {
      setShowIssues(true);
      toast.error(t('welcomeSettings.saveError'), {
        description: t(`welcomeSettings.video.issues.${issue}`),
      });
      document.getElementById(`${id}-video`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    // a chosen product that was deactivated (or lost its image) since cannot be shown: leave it out
    const usable = products.data ? new Set(products.data.map((product) => product.id)) : null;
    const record = recordFromForm(form);
    if (usable)
      record.selected_products = record.selected_products.filter((productId) => usable.has(productId));
    try {
      await save.mutateAsync(record);
      toast.success(t('welcomeSettings.saved'));
    } catch (caught) {
      toast.error(t('welcomeSettings.saveError'), serverMessageDescription(caught, t));
    }
  }

  const speedText = form.sliderSpeedText;
  const speed = normalizeSliderSpeed(speedText);
  const videoUrl = form.videoUrls[form.videoMode];

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-6 pb-4">
      <FormSection
        icon={<GalleryHorizontal className="size-5" aria-hidden="true" />}
        title={t('welcomeSettings.slider.title')}
        description={t('welcomeSettings.slider.description')}
      >
        <div className="grid gap-3 md:grid-cols-2">
          <SwitchRow
            id={`${id}-slider`}
            label={t('welcomeSettings.slider.enabled')}
            hint={t('welcomeSettings.slider.enabledHint')}
            checked={form.sliderEnabled}
            onCheckedChange={(sliderEnabled) => set({ sliderEnabled })}
          />
          <SwitchRow
            id={`${id}-infinite`}
            label={t('welcomeSettings.slider.infinite')}
            hint={t('welcomeSettings.slider.infiniteHint')}
            checked={form.sliderInfinite}
            onCheckedChange={(sliderInfinite) => set({ sliderInfinite })}
            disabled={!form.sliderEnabled}
          />
        </div>
        <div className={cn('mt-5 space-y-5', !form.sliderEnabled && 'opacity-60')}>
          <div>
            <label htmlFor={`${id}-speed`} className="mb-1.5 block font-medium text-ink text-sm">
              {t('welcomeSettings.slider.speed')}
            </label>
            <div className="flex flex-wrap items-center gap-4">
              <input
                type="range"
                min={SLIDER_SPEED_MIN}
                max={SLIDER_SPEED_MAX}
                step={1}
                value={speed}
                onChange={(event) => set({ sliderSpeedText: event.target.value })}
                disabled={!form.sliderEnabled}
                aria-label={t('welcomeSettings.slider.speed')}
                className="h-11 min-w-40 flex-1 accent-primary-600"
              />
              <div className="flex items-center gap-2">
                <Input
                  id={`${id}-speed`}
                  type="number"
                  min={SLIDER_SPEED_MIN}
                  max={SLIDER_SPEED_MAX}
                  step={1}
                  value={speedText}
                  onChange={(event) => set({ sliderSpeedText: event.target.value })}
                  onBlur={(event) =>
                    set({ sliderSpeedText: String(normalizeSliderSpeed(event.target.value)) })
                  }
                  disabled={!form.sliderEnabled}
                  className="h-11 w-24 text-right tabular-nums"
                  aria-describedby={`${id}-speed-hint`}
                  data-testid="slider-speed"
                />
                <span className="text-ink-muted text-sm">{t('welcomeSettings.slider.seconds')}</span>
              </div>
            </div>
            <p id={`${id}-speed-hint`} className="mt-1 text-ink-muted text-xs">
              {t('welcomeSettings.slider.speedHint', { min: SLIDER_SPEED_MIN, max: SLIDER_SPEED_MAX })}
            </p>
          </div>

          <div className="rounded-xl border border-line bg-surface p-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold text-ink text-sm">{t('welcomeSettings.slider.products')}</p>
                <p className="text-ink-muted text-sm" data-testid="slider-selection">
                  {form.selectedProducts.length === 0
                    ? t('welcomeSettings.slider.allProducts', { count: products.data?.length ?? 0 })
                    : t('welcomeSettings.slider.selectedCount', { count: form.selectedProducts.length })}
                </p>
              </div>
              <Button
                variant="outline"
                onClick={() => setPickerOpen(true)}
                disabled={!products.data}
                loading={products.isPending}
              >
                {!products.isPending && <Images aria-hidden="true" />}
                {t('welcomeSettings.slider.choose')}
              </Button>
            </div>
            {products.isError && (
              <p className="mt-3 text-red-700 text-sm" role="alert">
                {t('welcomeSettings.slider.productsError')}
              </p>
            )}
            {selectedProducts.length > 0 && (
              <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('welcomeSettings.slider.products')}>
                {selectedProducts.slice(0, 12).map((product) => (
                  <li
                    key={product.id}
                    className="size-12 overflow-hidden rounded-lg bg-surface-muted ring-1 ring-line"
                  >
                    {product.image && (
                      <img
                        src={product.image}
                        alt={product.name}
                        title={product.name}
                        className="size-full object-cover"
                      />
                    )}
                  </li>
                ))}
                {selectedProducts.length > 12 && (
                  <li className="flex size-12 items-center justify-center rounded-lg bg-surface-muted font-semibold text-ink-muted text-sm ring-1 ring-line">
                    +{selectedProducts.length - 12}
                  </li>
                )}
              </ul>
            )}
          </div>
        </div>
      </FormSection>

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
            <fieldset className="mx-0 min-w-0 border-0 p-0">
              <legend className="mb-2 font-medium text-ink text-sm">
                {t('welcomeSettings.video.source')}
              </legend>
              <div className="grid grid-cols-3 gap-1 rounded-xl bg-surface-muted p-1 ring-1 ring-line">
                {(
                  [
                    ['upload', Upload],
                    ['youtube', MonitorPlay],
                    ['url', LinkIcon],
                  ] as const
                ).map(([mode, Icon]) => (
                  <button
                    key={mode}
                    type="button"
                    aria-pressed={form.videoMode === mode}
                    onClick={() => set({ videoMode: mode })}
                    data-testid={`video-mode-${mode}`}
                    className={cn(
                      'flex h-10 items-center justify-center gap-2 rounded-lg font-semibold text-sm transition-colors',
                      'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500',
                      form.videoMode === mode
                        ? 'bg-white text-ink shadow-sm'
                        : 'text-ink-muted hover:text-ink',
                    )}
                  >
                    <Icon className="size-4" aria-hidden="true" />
                    {t(`welcomeSettings.video.modes.${mode}`)}
                  </button>
                ))}
              </div>
            </fieldset>

            {form.videoMode === 'upload' ? (
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
                    onChange={(event) => void onFile(event)}
                    data-testid="video-file"
                  />
                  <div className="mt-3 flex flex-wrap justify-center gap-2">
                    <Button onClick={() => fileInput.current?.click()} loading={upload.isPending}>
                      {!upload.isPending && <Upload aria-hidden="true" />}
                      {upload.isPending
                        ? t('welcomeSettings.video.uploading')
                        : t('welcomeSettings.video.chooseFile')}
                    </Button>
                    <Button variant="outline" onClick={() => setVideosOpen(true)}>
                      <FolderOpen aria-hidden="true" />
                      {t('welcomeSettings.videos.open')}
                    </Button>
                  </div>
                </div>
                {uploadError && <FormMessage>{uploadError}</FormMessage>}
              </div>
            ) : (
              <div>
                <label htmlFor={`${id}-video-url`} className="mb-1.5 block font-medium text-ink text-sm">
                  {form.videoMode === 'youtube'
                    ? t('welcomeSettings.video.youtubeLabel')
                    : t('welcomeSettings.video.urlLabel')}
                </label>
                <Input
                  id={`${id}-video-url`}
                  type="url"
                  inputMode="url"
                  value={videoUrl}
                  onChange={(event) => setVideoUrl(form.videoMode, event.target.value)}
                  placeholder={
                    form.videoMode === 'youtube'
                      ? 'https://www.youtube.com/watch?v=…'
                      : 'https://example.com/video.mp4'
                  }
                  invalid={showIssues && issue !== null}
                  aria-describedby={`${id}-video-url-hint`}
                  data-testid="video-url"
                />
                <p id={`${id}-video-url-hint`} className="mt-1 text-ink-muted text-xs">
                  {form.videoMode === 'youtube'
                    ? t('welcomeSettings.video.youtubeHint')
                    : t('welcomeSettings.video.urlHint')}
                </p>
              </div>
            )}
            {showIssues && issue && <FormMessage>{t(`welcomeSettings.video.issues.${issue}`)}</FormMessage>}
          </div>
          <div className="min-w-0">
            <p className="mb-2 font-medium text-ink text-sm">{t('welcomeSettings.video.preview')}</p>
            <VideoPreview mode={form.videoMode} url={videoUrl} />
          </div>
        </div>
      </FormSection>

      <FormSection
        icon={<MonitorSmartphone className="size-5" aria-hidden="true" />}
        title={t('welcomeSettings.display.title')}
        description={t('welcomeSettings.display.description')}
      >
        <div className="grid gap-3 md:grid-cols-2">
          <SwitchRow
            id={`${id}-language-selector`}
            label={t('welcomeSettings.display.languageSelector')}
            hint={t('welcomeSettings.display.languageSelectorHint')}
            checked={form.showLanguageSelector}
            onCheckedChange={(showLanguageSelector) => set({ showLanguageSelector })}
          />
          <SwitchRow
            id={`${id}-kiosk-id`}
            label={t('welcomeSettings.display.kioskId')}
            hint={t('welcomeSettings.display.kioskIdHint')}
            checked={form.showKioskId}
            onCheckedChange={(showKioskId) => set({ showKioskId })}
          />
        </div>
      </FormSection>

      <FormSection
        icon={<Type className="size-5" aria-hidden="true" />}
        title={t('welcomeSettings.text.title')}
        description={t('welcomeSettings.text.description')}
      >
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="grid content-start gap-5">
            {SUPPORTED_LANGUAGES.map((language) => (
              <fieldset key={language} className="mx-0 min-w-0 space-y-3 border-0 p-0" lang={language}>
                <legend className="mb-1 flex items-center gap-2 font-semibold text-ink text-sm">
                  <span className="rounded-md bg-secondary-100 px-1.5 py-0.5 font-bold text-secondary-800 text-xs uppercase">
                    {language}
                  </span>
                  {t(`ui.language.names.${language}`)}
                </legend>
                <TextField
                  id={`${id}-welcome-${language}`}
                  label={t('welcomeSettings.text.welcome')}
                  value={form.welcomeText[language]}
                  max={WELCOME_TEXT_MAX}
                  onChange={(value) => set({ welcomeText: { ...form.welcomeText, [language]: value } })}
                  onFocus={() => setPreviewLanguage(language)}
                  testId={`welcome-text-${language}`}
                />
                <TextField
                  id={`${id}-subtitle-${language}`}
                  label={t('welcomeSettings.text.subtitle')}
                  value={form.subtitleText[language]}
                  max={SUBTITLE_TEXT_MAX}
                  onChange={(value) => set({ subtitleText: { ...form.subtitleText, [language]: value } })}
                  onFocus={() => setPreviewLanguage(language)}
                  testId={`subtitle-text-${language}`}
                />
              </fieldset>
            ))}
          </div>
          <WelcomePreview
            language={previewLanguage}
            onLanguageChange={setPreviewLanguage}
            title={form.welcomeText[previewLanguage]}
            subtitle={form.subtitleText[previewLanguage]}
            showLanguageSelector={form.showLanguageSelector}
            showKioskId={form.showKioskId}
          />
        </div>
      </FormSection>

      <div className="sticky bottom-4 z-10 rounded-2xl border border-line bg-white/95 px-4 py-3 shadow-raised backdrop-blur">
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p className="mr-auto text-ink-muted text-sm" aria-live="polite">
            {dirty ? t('welcomeSettings.unsaved') : t('welcomeSettings.upToDate')}
          </p>
          {dirty && (
            <Button
              variant="outline"
              onClick={() => {
                setForm(formFromRecord(record));
                setShowIssues(false);
              }}
            >
              {t('welcomeSettings.discard')}
            </Button>
          )}
          <Button type="submit" size="lg" loading={save.isPending} data-testid="save-welcome-settings">
            {!save.isPending && <Save aria-hidden="true" />}
            {save.isPending ? t('welcomeSettings.saving') : t('welcomeSettings.save')}
          </Button>
        </div>
      </div>

      {products.data && (
        <ProductPickerDialog
          open={pickerOpen}
          onOpenChange={setPickerOpen}
          products={products.data}
          selected={form.selectedProducts}
          onApply={(selected) => set({ selectedProducts: selected })}
        />
      )}
      <UploadedVideosDialog
        open={videosOpen}
        onOpenChange={setVideosOpen}
        currentUrl={form.videoUrls.upload}
        onSelect={(url) => {
          setVideoUrl('upload', url);
          setUploadError(null);
        }}
      />
    </form>
  );
}

function WelcomePreview({
  language,
  onLanguageChange,
  title,
  subtitle,
  showLanguageSelector,
  showKioskId,
}: {
  language: Language;
  onLanguageChange: (language: Language) => void;
  title: string;
  subtitle: string;
  showLanguageSelector: boolean;
  showKioskId: boolean;
}) {
  const { t, i18n } = useTranslation();
  const pt = i18n.getFixedT(language);
  return (
    <div className="min-w-0">
      <div className="mb-2 flex items-center justify-between gap-2">
        <p className="font-medium text-ink text-sm">{t('welcomeSettings.text.preview')}</p>
        <fieldset
          aria-label={t('welcomeSettings.text.previewLanguage')}
          className="m-0 inline-flex min-w-0 gap-1 rounded-lg border-0 bg-surface-muted p-0.5 ring-1 ring-line"
        >
          {SUPPORTED_LANGUAGES.map((code) => (
            <button
              key={code}
              type="button"
              aria-pressed={language === code}
              onClick={() => onLanguageChange(code)}
              className={cn(
                'h-7 min-w-9 rounded-md px-2 font-bold text-xs uppercase focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500',
                language === code ? 'bg-white text-ink shadow-sm' : 'text-ink-muted',
              )}
            >
              {code}
            </button>
          ))}
        </fieldset>
      </div>
      <div
        lang={language}
        className="relative flex aspect-[4/5] flex-col items-center justify-center overflow-hidden rounded-2xl bg-gradient-to-b from-secondary-800 to-secondary-950 p-6 text-center text-white shadow-raised"
        data-testid="welcome-preview"
      >
        <div className="pointer-events-none absolute -top-16 -right-16 size-48 rounded-full bg-primary-500/25 blur-3xl" />
        {showLanguageSelector && (
          <span className="absolute top-3 right-3 rounded-lg bg-white/10 px-2 py-1 font-bold text-[10px] uppercase ring-1 ring-white/20">
            TR · EN
          </span>
        )}
        <p
          className="relative font-bold text-3xl leading-tight tracking-tight"
          data-testid="welcome-preview-title"
        >
          {title.trim() || pt('kiosk.welcome.title')}
        </p>
        <p className="relative mt-2 text-primary-200 text-sm">
          {subtitle.trim() || pt('kiosk.welcome.subtitle')}
        </p>
        <span className="relative mt-8 rounded-full bg-primary-500 px-5 py-2.5 font-semibold text-secondary-950 text-sm">
          {pt('kiosk.welcome.start')}
        </span>
        {showKioskId && (
          <span className="absolute bottom-3 left-3 font-mono text-[10px] text-white/60">K-DEMO0001</span>
        )}
      </div>
    </div>
  );
}

function TextField({
  id,
  label,
  value,
  max,
  onChange,
  onFocus,
  testId,
}: {
  id: string;
  label: string;
  value: string;
  max: number;
  onChange: (value: string) => void;
  onFocus: () => void;
  testId: string;
}) {
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="font-medium text-ink text-sm">
          {label}
        </label>
        <span className="text-ink-muted text-xs tabular-nums" aria-hidden="true">
          {value.length}/{max}
        </span>
      </div>
      <Input
        id={id}
        value={value}
        maxLength={max}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        className="h-11"
        data-testid={testId}
      />
    </div>
  );
}
