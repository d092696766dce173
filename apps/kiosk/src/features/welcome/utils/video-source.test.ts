import { youtubeEmbedUrl } from '@kiosk/domain';
import { describe, expect, it } from 'vitest';
import { videoSource } from './video-source';

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
