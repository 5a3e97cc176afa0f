import { useEffect, useState } from 'react';

interface ApiImageProps {
  /** Fetches the image bytes; images are bearer-protected, so an <img src> to the API cannot be used. */
  load: (() => Promise<Blob | undefined>) | null;
  /** Shown while loading, when there is no image, and when loading fails (spec 000 §7). */
  fallback: string;
  alt: string;
  className?: string;
  size?: number;
}

/** An image fetched through the API client, falling back to a default picture on any failure. */
export function ApiImage({ load, fallback, alt, className, size }: ApiImageProps) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!load) {
      setUrl(null);
      return;
    }
    let objectUrl: string | null = null;
    let live = true;
    load()
      .then((blob) => {
        if (!live || !blob || blob.size === 0) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => setUrl(null));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [load]);

  return (
    <img
      className={className}
      src={url ?? fallback}
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
