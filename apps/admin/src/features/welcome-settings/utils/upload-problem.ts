import type { VideoFileProblem } from './video-source';

/** The message key for a file refused before upload (too large or not a video). */
export function fileProblemMessageKey(problem: VideoFileProblem): string {
  return problem === 'size' ? 'welcomeSettings.video.tooLarge' : 'welcomeSettings.video.wrongType';
}

/** The message key for an upload the server refused, by its error code. */
export function uploadFailureMessageKey(code: string): string {
  if (code === 'file_too_large') return 'welcomeSettings.video.tooLarge';
  if (code === 'invalid_file_type') return 'welcomeSettings.video.wrongType';
  return 'welcomeSettings.video.uploadFailed';
}
