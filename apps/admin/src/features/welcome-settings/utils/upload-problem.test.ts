import { describe, expect, it } from 'vitest';
import { fileProblemMessageKey, uploadFailureMessageKey } from './upload-problem';

describe('upload problem messages', () => {
  it('names a refused file by its problem', () => {
    expect(fileProblemMessageKey('size')).toBe('welcomeSettings.video.tooLarge');
    expect(fileProblemMessageKey('type')).toBe('welcomeSettings.video.wrongType');
  });

  it('names a server refusal by its code, anything else as a failed upload', () => {
    expect(uploadFailureMessageKey('file_too_large')).toBe('welcomeSettings.video.tooLarge');
    expect(uploadFailureMessageKey('invalid_file_type')).toBe('welcomeSettings.video.wrongType');
    expect(uploadFailureMessageKey('')).toBe('welcomeSettings.video.uploadFailed');
    expect(uploadFailureMessageKey('network')).toBe('welcomeSettings.video.uploadFailed');
  });
});
