import type { WelcomePageSettings } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import { formFromRecord, recordFromForm, videoIssue } from './welcome-form';

const record: WelcomePageSettings = {
  slider_enabled: true,
  slider_speed: 30,
  slider_infinite: true,
  background_video_url: 'https://youtu.be/dQw4w9WgXcQ',
  background_video_enabled: true,
  show_language_selector: true,
  show_kiosk_id: false,
  custom_welcome_text: { tr: 'Hoş Geldiniz', en: 'Welcome' },
  custom_subtitle_text: { tr: 'Lezzetli Seçimler Sizi Bekliyor', en: 'Delicious Choices Await You' },
  selected_products: ['a'],
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('welcome form', () => {
  it('round-trips the whole record, with the video mode inferred from the link', () => {
    const form = formFromRecord(record);
    expect(form.videoMode).toBe('youtube');
    expect(form.videoUrls).toEqual({ upload: '', youtube: 'https://youtu.be/dQw4w9WgXcQ', url: '' });
    const { updated_at: _ignored, ...rest } = record;
    expect(recordFromForm(form)).toEqual(rest);
  });

  it('saves the link of the chosen mode and normalises the speed', () => {
    const form = formFromRecord(record);
    const changed = {
      ...form,
      sliderSpeedText: 'fast',
      videoMode: 'url' as const,
      videoUrls: { ...form.videoUrls, url: ' https://cdn.example.com/a.mp4 ' },
      welcomeText: { tr: '  Afiyet Olsun ', en: 'Enjoy' },
    };
    expect(recordFromForm(changed)).toMatchObject({
      slider_speed: 30,
      background_video_url: 'https://cdn.example.com/a.mp4',
      custom_welcome_text: { tr: 'Afiyet Olsun', en: 'Enjoy' },
    });
    expect(
      recordFromForm({ ...changed, videoUrls: { ...changed.videoUrls, url: '' } }).background_video_url,
    ).toBeNull();
  });

  it('finds what stops the video link from being saved', () => {
    const form = formFromRecord(record);
    expect(videoIssue(form)).toBeNull();
    expect(videoIssue({ ...form, videoUrls: { ...form.videoUrls, youtube: 'https://vimeo.com/1' } })).toBe(
      'notYoutube',
    );
    expect(videoIssue({ ...form, videoMode: 'upload' })).toBe('missing');
    expect(videoIssue({ ...form, videoMode: 'upload', videoEnabled: false })).toBeNull();
    expect(
      videoIssue({ ...form, videoMode: 'url', videoUrls: { ...form.videoUrls, url: 'ftp://x/a.mp4' } }),
    ).toBe('invalidUrl');
  });
});
