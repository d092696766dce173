import { afterEach, describe, expect, it } from 'vitest';
import { normalizeSliderSpeed } from './slider-speed';
import {
  displayVideoName,
  formatFileSize,
  inferVideoMode,
  isAcceptableVideoUrl,
  isStorageVideoUrl,
  videoFileProblem,
} from './video-source';

const ID = 'dQw4w9WgXcQ';

describe('video mode on load (spec section 4)', () => {
  const g = globalThis as { location?: unknown };
  afterEach(() => {
    delete g.location;
  });

  it('a YouTube link gives youtube, a storage link gives upload, anything else url', () => {
    expect(inferVideoMode(`https://youtu.be/${ID}`)).toBe('youtube');
    expect(inferVideoMode('/storage/v1/object/public/welcome-videos/1700000000000_intro.webm')).toBe(
      'upload',
    );
    expect(inferVideoMode('https://cdn.example.com/loop.mp4')).toBe('url');
    expect(inferVideoMode('https://www.youtube.com/channel/UC123')).toBe('url');
  });

  it('offers upload when there is no link', () => {
    expect(inferVideoMode(null)).toBe('upload');
    expect(inferVideoMode('  ')).toBe('upload');
  });

  it('treats an absolute link into our own storage as an upload', () => {
    g.location = { origin: 'https://admin.example.com' };
    expect(isStorageVideoUrl('https://admin.example.com/storage/v1/object/public/welcome-videos/a.mp4')).toBe(
      true,
    );
    expect(isStorageVideoUrl('https://other.example.com/storage/v1/object/public/welcome-videos/a.mp4')).toBe(
      false,
    );
  });

  it('accepts what the server accepts as a video link', () => {
    expect(isAcceptableVideoUrl('/storage/v1/object/public/welcome-videos/a.webm')).toBe(true);
    expect(isAcceptableVideoUrl('https://cdn.example.com/a.mp4')).toBe(true);
    expect(isAcceptableVideoUrl('ftp://example.com/a.mp4')).toBe(false);
    expect(isAcceptableVideoUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('video files', () => {
  const MB5 = 5_242_880;
  it('takes mp4, webm and ogg up to 5 MB', () => {
    expect(videoFileProblem({ name: 'a.mp4', type: 'video/mp4', size: MB5 }, MB5)).toBeNull();
    expect(videoFileProblem({ name: 'a.webm', type: 'video/webm', size: 10 }, MB5)).toBeNull();
    expect(videoFileProblem({ name: 'a.ogv', type: '', size: 10 }, MB5)).toBeNull();
    expect(videoFileProblem({ name: 'a.mp4', type: 'video/mp4', size: MB5 + 1 }, MB5)).toBe('size');
    expect(videoFileProblem({ name: 'a.mov', type: 'video/quicktime', size: 10 }, MB5)).toBe('type');
    expect(videoFileProblem({ name: 'notes.txt', type: 'text/plain', size: 10 }, MB5)).toBe('type');
  });

  it('shows sizes in KB or MB', () => {
    expect(formatFileSize(31_000, 'tr-TR')).toBe('30 KB');
    expect(formatFileSize(200, 'en-GB')).toBe('1 KB');
    expect(formatFileSize(4_404_019, 'tr-TR')).toBe('4,2 MB');
    expect(formatFileSize(4_404_019, 'en-GB')).toBe('4.2 MB');
  });

  it('shows names without the upload timestamp', () => {
    expect(displayVideoName('1700000000000_intro.webm')).toBe('intro.webm');
    expect(displayVideoName('intro.webm')).toBe('intro.webm');
  });
});

describe('slider speed', () => {
  it('is 10 to 60 seconds, 30 when not a number', () => {
    expect(normalizeSliderSpeed('45')).toBe(45);
    expect(normalizeSliderSpeed('abc')).toBe(30);
    expect(normalizeSliderSpeed('')).toBe(30);
    expect(normalizeSliderSpeed(Number.NaN)).toBe(30);
    expect(normalizeSliderSpeed('5')).toBe(10);
    expect(normalizeSliderSpeed(99)).toBe(60);
    expect(normalizeSliderSpeed('12.6')).toBe(13);
  });
});
