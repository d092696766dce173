import { describe, expect, it } from 'vitest';
import { videoSource, youtubeEmbedUrl, youtubeId } from './video-source';

describe('youtubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://www.youtube.com/live/dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('reads %s', (link, id) => {
    expect(youtubeId(link)).toBe(id);
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC1234567890',
    'https://vimeo.com/123456789',
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'not a url',
    '',
  ])('finds no id in %s', (link) => {
    expect(youtubeId(link)).toBeNull();
  });
});

describe('videoSource', () => {
  it('embeds YouTube muted, autoplaying and looping', () => {
    const source = videoSource('https://youtu.be/dQw4w9WgXcQ');
    expect(source).toEqual({ kind: 'youtube', id: 'dQw4w9WgXcQ', embedUrl: youtubeEmbedUrl('dQw4w9WgXcQ') });
    const url = new URL(youtubeEmbedUrl('dQw4w9WgXcQ'));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      autoplay: '1',
      mute: '1',
      loop: '1',
      playlist: 'dQw4w9WgXcQ',
    });
  });

  it('plays uploaded files and plain URLs in a video element', () => {
    expect(videoSource('/storage/v1/object/public/welcome-videos/1_promo.mp4')).toEqual({
      kind: 'file',
      url: '/storage/v1/object/public/welcome-videos/1_promo.mp4',
    });
    expect(videoSource('https://cdn.example.com/loop.webm')).toEqual({
      kind: 'file',
      url: 'https://cdn.example.com/loop.webm',
    });
    expect(videoSource('')).toBeNull();
    expect(videoSource(null)).toBeNull();
    expect(videoSource('javascript:alert(1)')).toBeNull();
  });
});
