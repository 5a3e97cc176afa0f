/** docs/accounts.md#input-rules, docs/accounts.md#limits: images are .png, .jpg or .jpeg; at least 160x160; crop box capped at 270 px; PNG out. */
export const ACCEPTED_EXTENSIONS = ['.png', '.jpg', '.jpeg'] as const;
export const ACCEPTED_TYPES = ['image/png', 'image/jpeg'] as const;
export const MIN_IMAGE_SIZE = 160;
export const CROP_MAX = 270;
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 3;
export const ZOOM_STEP = 0.1;

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** True for files the upload accepts, judged by name and (when the browser knows it) type. */
export function isAcceptedImage(file: { name: string; type: string }): boolean {
  const name = file.name.toLowerCase();
  const extensionOk = ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension));
  const typeOk = file.type === '' || (ACCEPTED_TYPES as readonly string[]).includes(file.type);
  return extensionOk && typeOk;
}

/** The side of the crop box: as large as the space allows, never above 270 px. */
export function cropBoxSide(available: number): number {
  return Math.max(MIN_IMAGE_SIZE, Math.min(CROP_MAX, Math.floor(available)));
}

/** The output side in pixels: the cropped area, at least 160 and at most 270. */
export function outputSide(area: PixelArea): number {
  return Math.min(CROP_MAX, Math.max(MIN_IMAGE_SIZE, Math.round(Math.min(area.width, area.height))));
}

/** Loads an image from a data URL or object URL. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = src;
  });
}

/**
 * The output size of a crop with the given width:height ratio: as wide as the cropped area, between
 * 160 and 270 px (docs/accounts.md#input-rules); a square for pictures, 2:1 for an organisation's profile image.
 */
export function outputSize(area: PixelArea, aspect = 1): { width: number; height: number } {
  const width =
    aspect === 1 ? outputSide(area) : Math.min(CROP_MAX, Math.max(MIN_IMAGE_SIZE, Math.round(area.width)));
  return { width, height: Math.round(width / aspect) };
}

/** Reads a chosen file as a data URL for the cropper. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * Checks a chosen image (type, at least 160x160, docs/accounts.md#input-rules) and reads it for the cropper: its data
 * URL, or the catalogue key of what is wrong with it.
 */
export async function readImageFile(file: File): Promise<{ url: string } | { errorKey: string }> {
  if (!isAcceptedImage(file)) return { errorKey: 'profile.picture.invalidType' };
  try {
    const url = await readAsDataUrl(file);
    const image = await loadImage(url);
    if (image.naturalWidth < MIN_IMAGE_SIZE || image.naturalHeight < MIN_IMAGE_SIZE)
      return { errorKey: 'profile.picture.tooSmall' };
    return { url };
  } catch {
    // A file the browser cannot draw is not an image: the dialog says so (the error key).
    return { errorKey: 'profile.picture.invalidType' };
  }
}

/** Draws the chosen area onto a canvas of {@link outputSize} and returns it as PNG (docs/accounts.md#input-rules). */
export async function cropToPng(src: string, area: PixelArea, aspect = 1): Promise<Blob> {
  const image = await loadImage(src);
  const { width, height } = outputSize(area, aspect);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png');
  });
}

/**
 * The multipart body of an image upload: the one `file` part, named so the server sees a PNG. Here
 * and not in CropDialog, so the pages that upload keep the cropper out of their first load.
 */
export function imageForm(fileName: string): (body: { file: Blob }) => FormData {
  return (body) => {
    const form = new FormData();
    form.append('file', body.file, fileName);
    return form;
  };
}
