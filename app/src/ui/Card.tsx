import type { ReactNode } from 'react';

interface CardProps {
  title?: ReactNode;
  /** Heading level of the title: 1 for the page's main card, 2 for secondary cards. */
  level?: 1 | 2;
  children: ReactNode;
  className?: string;
  /** Decorative icon shown above the title on status pages (sent, success, invalid link). */
  icon?: 'sent' | 'success' | 'warning';
}

const ICONS: Record<NonNullable<CardProps['icon']>, ReactNode> = {
  sent: <path d="M4 7l8 6 8-6M4 6h16v12H4z" />,
  success: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  warning: <path d="M12 4l9 16H3zM12 10v4M12 17.2v.1" />,
};

/** The white panel every signed-out page is built from. */
export function Card({ title, level = 1, children, className, icon }: CardProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={['card', className].filter(Boolean).join(' ')}>
      {icon && (
        <span className={`card__icon card__icon--${icon}`} aria-hidden="true">
          <svg
            viewBox="0 0 24 24"
            width="28"
            height="28"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            {ICONS[icon]}
          </svg>
        </span>
      )}
      {title && <Heading className="card__title">{title}</Heading>}
      {children}
    </section>
  );
}
