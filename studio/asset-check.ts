/**
 * Uploaded images are judged by their bytes, never by their name: a logo must really be a PNG,
 * JPEG, WebP or SVG, whatever its extension says, since the portal serves it as an image to
 * everyone who opens the sign-in page. Browser-safe (bytes in, verdict out).
 */
export type ImageKind = 'png' | 'jpeg' | 'webp' | 'svg';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean => signature.every((b, i) => bytes[at + i] === b);

/** The image kind of the bytes, or null when they are none of the accepted ones. */
export function imageKindOf(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  // SVG is text: after an optional byte-order mark and white space, it opens with <svg or <?xml.
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (head.startsWith('<svg') || head.startsWith('<?xml')) return 'svg';
  return null;
}

/** The extensions each kind may carry in an asset name. */
const EXTENSIONS: Record<ImageKind, readonly string[]> = { png: ['png'], jpeg: ['jpg', 'jpeg'], webp: ['webp'], svg: ['svg'] };

/** Null when the bytes are an accepted image whose kind matches the name's extension; otherwise what is wrong, in words. */
export function uploadProblem(name: string, bytes: Uint8Array, allowed: readonly ImageKind[] = ['png', 'jpeg', 'webp', 'svg']): string | null {
  const kind = imageKindOf(bytes);
  const accepted = allowed.map((k) => k.toUpperCase()).join(', ');
  if (kind === null) return `${name} is not an image the portal accepts (its content is not ${accepted}). Export the logo as one of these and upload it again.`;
  if (!allowed.includes(kind)) return `${name} is a ${kind.toUpperCase()} image; only ${accepted} fits here.`;
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  if (!EXTENSIONS[kind].includes(extension))
    return `${name} holds a ${kind.toUpperCase()} image but its name ends in .${extension}; name it .${EXTENSIONS[kind][0]}.`;
  return null;
}
