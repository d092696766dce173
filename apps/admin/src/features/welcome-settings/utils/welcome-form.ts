import type { WelcomePageSettings, WelcomePageSettingsWrite } from '@kiosk/contracts';
import { youtubeVideoId } from '@kiosk/domain';
import { normalizeSliderSpeed } from './slider-speed';
import { inferVideoMode, isAcceptableVideoUrl, type VideoMode } from './video-source';

/** The welcome page form: the record's fields, with the speed as typed and a link per video mode. */
export interface WelcomeForm {
  sliderEnabled: boolean;
  sliderSpeedText: string;
  sliderInfinite: boolean;
  /** Product ids; none means every product with an image. */
  selectedProducts: string[];
  videoEnabled: boolean;
  videoMode: VideoMode;
  /** The link of each mode, so switching modes does not lose what was entered. */
  videoUrls: Record<VideoMode, string>;
  showLanguageSelector: boolean;
  showKioskId: boolean;
  welcomeText: { tr: string; en: string };
  subtitleText: { tr: string; en: string };
}

export const WELCOME_TEXT_MAX = 120;
export const SUBTITLE_TEXT_MAX = 200;

export function formFromRecord(record: WelcomePageSettings): WelcomeForm {
  const mode = inferVideoMode(record.background_video_url);
  const url = record.background_video_url ?? '';
  return {
    sliderEnabled: record.slider_enabled,
    sliderSpeedText: String(record.slider_speed),
    sliderInfinite: record.slider_infinite,
    selectedProducts: [...record.selected_products],
    videoEnabled: record.background_video_enabled,
    videoMode: mode,
    videoUrls: { upload: '', youtube: '', url: '', [mode]: url },
    showLanguageSelector: record.show_language_selector,
    showKioskId: record.show_kiosk_id,
    welcomeText: { ...record.custom_welcome_text },
    subtitleText: { ...record.custom_subtitle_text },
  };
}

export type VideoIssue = 'missing' | 'notYoutube' | 'invalidUrl';

/** What stops the video link from being saved: none chosen while on, not a YouTube link, not a URL. */
export function videoIssue(form: WelcomeForm): VideoIssue | null {
  const url = form.videoUrls[form.videoMode].trim();
  if (!url) return form.videoEnabled ? 'missing' : null;
  if (form.videoMode === 'youtube' && !youtubeVideoId(url)) return 'notYoutube';
  if (!isAcceptableVideoUrl(url)) return 'invalidUrl';
  return null;
}

/** The PUT body: the whole record (spec section 7, "upsert the full record"). */
export function recordFromForm(form: WelcomeForm): WelcomePageSettingsWrite {
  const url = form.videoUrls[form.videoMode].trim();
  return {
    slider_enabled: form.sliderEnabled,
    slider_speed: normalizeSliderSpeed(form.sliderSpeedText),
    slider_infinite: form.sliderInfinite,
    background_video_url: url || null,
    background_video_enabled: form.videoEnabled,
    show_language_selector: form.showLanguageSelector,
    show_kiosk_id: form.showKioskId,
    custom_welcome_text: { tr: form.welcomeText.tr.trim(), en: form.welcomeText.en.trim() },
    custom_subtitle_text: { tr: form.subtitleText.tr.trim(), en: form.subtitleText.en.trim() },
    selected_products: form.selectedProducts,
  };
}
