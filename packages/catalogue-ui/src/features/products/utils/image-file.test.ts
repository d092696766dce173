import { ApiError } from '@kiosk/ui';
import { describe, expect, it } from 'vitest';
import {
  checkImageFile,
  imageLinkProblem,
  isImageReference,
  isInsecureImageLink,
  uploadProblem,
} from './image-file';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];

describe('image file check', () => {
  it('accepts an image by its content', async () => {
    expect(await checkImageFile(new Blob([new Uint8Array(PNG_HEAD)], { type: 'image/png' }))).toBeUndefined();
  });

  it('refuses an SVG, a renamed text file and a non-image type', async () => {
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' });
    expect(await checkImageFile(svg)).toBe('notAnImage');
    expect(await checkImageFile(new Blob(['not really a png'], { type: 'image/png' }))).toBe('notAnImage');
    expect(await checkImageFile(new Blob(['hello'], { type: 'text/plain' }))).toBe('notAnImage');
  });

  it('refuses more than 5 MB', async () => {
    const big = new Blob([new Uint8Array(PNG_HEAD), new Uint8Array(5 * 1024 * 1024)], { type: 'image/png' });
    expect(await checkImageFile(big)).toBe('tooLarge');
  });

  it('takes uploaded paths and http(s) URLs as image references', () => {
    expect(isImageReference('/storage/v1/object/public/product-images/products/a.png')).toBe(true);
    expect(isImageReference('https://example.com/a.jpg')).toBe(true);
    expect(isImageReference('ftp://example.com/a.jpg')).toBe(false);
    // the kiosk's Content-Security-Policy shows no http:// image: refused here as on the server
    expect(isImageReference('http://example.com/a.jpg')).toBe(false);
    expect(isInsecureImageLink('HTTP://example.com/a.jpg')).toBe(true);
    expect(isImageReference('a.jpg')).toBe(false);
  });
});

describe('image field problems', () => {
  it("names an upload's failure by the server's code", () => {
    expect(uploadProblem(new ApiError({ code: 'invalid_file_type', status: 400, message: 'x' }))).toBe(
      'fileNotImage',
    );
    expect(uploadProblem(new ApiError({ code: 'file_too_large', status: 413, message: 'x' }))).toBe(
      'fileTooLarge',
    );
    expect(uploadProblem(new ApiError({ code: 'internal', status: 500, message: 'x' }))).toBe('uploadError');
    expect(uploadProblem(new Error('offline'))).toBe('uploadError');
  });

  it('accepts an https or storage link, and says why another is refused', () => {
    expect(imageLinkProblem('https://example.com/a.png')).toBeNull();
    expect(imageLinkProblem('http://example.com/a.png')).toBe('insecureUrl');
    expect(imageLinkProblem('not a link')).toBe('invalidUrl');
  });
});
