import { fileTypeFromBuffer } from 'file-type';

/** The image types a profile picture may have (docs/accounts.md#input-rules: .png, .jpg, .jpeg). */
const acceptedTypes: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

export interface DetectedImage {
  mimeType: string;
  extension: string;
}

/**
 * The image type read from the file's first bytes, or null when it is not a PNG or JPEG. The
 * name and the type the browser declared are ignored: both are the uploader's to choose.
 */
export async function detectProfileImage(data: Uint8Array): Promise<DetectedImage | null> {
  const detected = await fileTypeFromBuffer(data);
  const extension = detected ? acceptedTypes[detected.mime] : undefined;
  return detected && extension ? { mimeType: detected.mime, extension } : null;
}
