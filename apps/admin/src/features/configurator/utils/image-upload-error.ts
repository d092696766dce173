import type { ImageFileProblem } from '../api/upload-option-image';

/** The message key for an option image the server refused, by its error code. */
export function imageUploadFailureKey(
  code: string,
): `configurator.image.${ImageFileProblem | 'uploadFailed'}` {
  if (code === 'file_too_large') return 'configurator.image.tooLarge';
  if (code === 'invalid_file_type') return 'configurator.image.notImage';
  return 'configurator.image.uploadFailed';
}
