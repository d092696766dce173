import { describe, expect, it } from 'vitest';
import { imageUploadFailureKey } from './image-upload-error';

describe('imageUploadFailureKey', () => {
  it('names the refusals the server explains and a plain failure otherwise', () => {
    expect(imageUploadFailureKey('file_too_large')).toBe('configurator.image.tooLarge');
    expect(imageUploadFailureKey('invalid_file_type')).toBe('configurator.image.notImage');
    expect(imageUploadFailureKey('')).toBe('configurator.image.uploadFailed');
    expect(imageUploadFailureKey('storage_down')).toBe('configurator.image.uploadFailed');
  });
});
