import { Suspense, use } from 'react';
import type { ImageSource } from '../api/image-cache';
import { useServices } from '../services';

interface ApiImageProps {
  /** The image to show; null when there is none. */
  source: ImageSource | null;
  /** Shown while loading, when there is no image, and when loading fails (docs/shell.md#calls). */
  fallback: string;
  alt: string;
  className?: string;
  size?: number;
}

type ImgProps = Omit<ApiImageProps, 'source'>;

function Img({ src, fallback, alt, className, size }: ImgProps & { src: string }) {
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={size}
      height={size}
      onError={(event) => {
        if (event.currentTarget.src !== new URL(fallback, window.location.href).href)
          event.currentTarget.src = fallback;
      }}
    />
  );
}

function Loaded({ source, ...props }: ImgProps & { source: ImageSource }) {
  const url = use(useServices().images.url(source));
  return <Img src={url ?? props.fallback} {...props} />;
}

/** An image fetched through the API client (images cache), the default picture until and unless it arrives. */
export function ApiImage({ source, ...props }: ApiImageProps) {
  if (!source) return <Img src={props.fallback} {...props} />;
  return (
    <Suspense fallback={<Img src={props.fallback} {...props} />}>
      <Loaded source={source} {...props} />
    </Suspense>
  );
}
