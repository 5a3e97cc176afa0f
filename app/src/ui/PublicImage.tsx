import type { ImgHTMLAttributes } from 'react';

interface PublicImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  /** An image the API serves without a bearer token (provider logos, content images). */
  src: string;
  /** Shown instead when the image cannot be loaded (docs/shell.md#calls). */
  fallback: string;
}

/**
 * A public image by plain URL, so the browser caches it; a failed load shows the default image
 * once (never a loop when the default itself fails).
 */
export function PublicImage({ src, fallback, alt, ...props }: PublicImageProps) {
  return (
    <img
      {...props}
      src={src}
      alt={alt}
      onError={(event) => {
        const image = event.currentTarget;
        if (image.dataset.fallback !== 'true') {
          image.dataset.fallback = 'true';
          image.src = fallback;
        }
      }}
    />
  );
}
