/** Spec 000 §5, §9: images are .png, .jpg or .jpeg; at least 160x160; crop box capped at 270 px; PNG out. */
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

/** Draws the chosen area onto a square canvas and returns it as PNG (spec 000 §5). */
export async function cropToPng(src: string, area: PixelArea): Promise<Blob> {
  const image = await loadImage(src);
  const side = outputSide(area);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png');
  });
}
