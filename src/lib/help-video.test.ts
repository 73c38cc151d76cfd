import { describe, expect, it } from 'vitest';
import { helpVideoEmbedUrl, isVideoCode, videoCodeOf } from './help-video.ts';

describe('help videos (S3 §2.7)', () => {
  it('builds the player address from the video code', () => {
    expect(helpVideoEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(helpVideoEmbedUrl(' abc_-1 ')).toBe('https://www.youtube-nocookie.com/embed/abc_-1');
  });

  it('gives no address for a code that is not one (nothing else reaches the frame)', () => {
    for (const bad of ['', '../x', 'a b', 'x?autoplay=1', 'javascript:alert(1)', '<b>'])
      expect(helpVideoEmbedUrl(bad)).toBeNull();
  });

  it('takes the code out of a pasted YouTube address', () => {
    expect(videoCodeOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe('dQw4w9WgXcQ');
    expect(videoCodeOf('youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(videoCodeOf('https://m.youtube.com/shorts/abcDEF12345')).toBe('abcDEF12345');
    expect(videoCodeOf('https://www.youtube.com/embed/abcDEF12345')).toBe('abcDEF12345');
    expect(videoCodeOf('  dQw4w9WgXcQ  ')).toBe('dQw4w9WgXcQ');
  });

  it('leaves anything else as typed, for the form to refuse', () => {
    expect(videoCodeOf('https://vimeo.com/123')).toBe('https://vimeo.com/123');
    expect(isVideoCode('https://vimeo.com/123')).toBe(false);
    expect(isVideoCode('')).toBe(true);
    expect(isVideoCode('dQw4w9WgXcQ')).toBe(true);
  });
});
