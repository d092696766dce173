/** File types recognised by their content (magic bytes), never by name or declared type. */
export type SniffedType =
  | { kind: 'image'; mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp'; extension: string }
  | { kind: 'video'; mime: 'video/mp4' | 'video/webm' | 'video/ogg'; extension: string };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function sniffFileType(bytes: Uint8Array): SniffedType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { kind: 'image', mime: 'image/png', extension: 'png' };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'image', mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return { kind: 'image', mime: 'image/gif', extension: 'gif' };
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { kind: 'image', mime: 'image/webp', extension: 'webp' };
  }
  if (startsWith(bytes, ascii('ftyp'), 4)) return { kind: 'video', mime: 'video/mp4', extension: 'mp4' };
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]))
    return { kind: 'video', mime: 'video/webm', extension: 'webm' };
  if (startsWith(bytes, ascii('OggS'))) return { kind: 'video', mime: 'video/ogg', extension: 'ogg' };
  return undefined;
}

/** Spec: images and videos at most 5 MB (5242880 bytes). */
export const MAX_UPLOAD_BYTES = 5_242_880;
