import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeVideoId } from './youtube.js';

const ID = 'dQw4w9WgXcQ';

describe('YouTube links', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `https://youtube.com/watch?feature=share&v=${ID}&t=42`,
    `https://m.youtube.com/watch?feature=share&v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `https://www.youtu.be/${ID}`,
    `https://www.youtube.com/embed/${ID}?autoplay=1`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    `  https://www.youtube.com/live/${ID}  `,
  ])('reads the id of %s', (link) => {
    expect(youtubeVideoId(link)).toBe(ID);
  });

  it.each([
    'https://www.youtube.com/',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC1234567890',
    `https://notyoutube.com/watch?v=${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://example.com/watch?v=${ID}`,
    'https://vimeo.com/123456789',
    `javascript://www.youtube.com/watch?v=${ID}`,
    'not a url',
    '',
    null,
    undefined,
  ])('finds no id in %s', (link) => {
    expect(youtubeVideoId(link)).toBeNull();
  });

  it('embeds without cookies: muted, autoplaying, looping, no controls', () => {
    const url = new URL(youtubeEmbedUrl(ID));
    expect(url.origin + url.pathname).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      autoplay: '1',
      mute: '1',
      loop: '1',
      playlist: ID,
      controls: '0',
      playsinline: '1',
    });
  });
});
