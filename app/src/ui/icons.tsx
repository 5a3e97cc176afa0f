import type { ReactNode } from 'react';

const PATHS = {
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  home: <path d="M4 11l8-7 8 7v9h-5v-6H9v6H4z" />,
  flag: <path d="M6 21V4M6 4h11l-2.5 4L17 12H6" />,
  review: <path d="M9 4h6v3H9zM7 5H5v16h14V5h-2M8 12l2.5 2.5L16 9" />,
  improve: <path d="M5 19c0-8 6-14 15-14-1 9-7 15-15 14zM5 19l7-7" />,
  documents: <path d="M3 7V5h7l2 2h9v12H3zM3 10h18" />,
  logout: <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />,
  help: <path d="M12 21a9 9 0 110-18 9 9 0 010 18zM9.5 9.5a2.5 2.5 0 114 2c-.9.6-1.5 1.1-1.5 2.3M12 17v.1" />,
  start: <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />,
  plus: <path d="M12 5v14M5 12h14" />,
  join: <path d="M16 19v-1a4 4 0 00-8 0v1M12 11a3 3 0 100-6 3 3 0 000 6zM19 8v6M16 11h6" />,
  chevron: <path d="M9 6l6 6-6 6" />,
  switch: <path d="M4 8h13l-3-3M20 16H7l3 3" />,
  camera: <path d="M4 8h3l2-3h6l2 3h3v11H4zM12 16a3 3 0 100-6 3 3 0 000 6z" />,
  trash: <path d="M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13" />,
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof PATHS;

/** A stroke icon; decorative, so the control around it carries the accessible name. */
export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
