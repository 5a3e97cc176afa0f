import type { ReactNode } from 'react';
import styles from './Card.module.css';
import { block } from './block';
import { classNames } from './class-names';

interface CardProps {
  title?: ReactNode;
  /** Heading level of the title: 1 for the page's main card, 2 for secondary cards. */
  level?: 1 | 2;
  children: ReactNode;
  className?: string;
  /** Accent cards are tinted and flat, for an offer beside the page's main card (register). */
  tone?: 'plain' | 'accent';
  /** Decorative icon shown above the title on status pages (sent, success, invalid link). */
  icon?: 'sent' | 'success' | 'warning';
}

const ICONS: Record<NonNullable<CardProps['icon']>, ReactNode> = {
  sent: <path d="M4 7l8 6 8-6M4 6h16v12H4z" />,
  success: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  warning: <path d="M12 4l9 16H3zM12 10v4M12 17.2v.1" />,
};

/** The white panel every signed-out page is built from. */
export function Card({ title, level = 1, children, className, tone = 'plain', icon }: CardProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={classNames(styles.card, tone === 'accent' && styles.accent, className)}>
      {icon && (
        <span
          className={classNames(styles.icon, icon === 'warning' && styles.iconWarning)}
          aria-hidden="true"
        >
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
      {title && <Heading className={styles.title}>{title}</Heading>}
      {children}
    </section>
  );
}

/** The card's introduction under its title, in muted text. */
export const CardLead = block('p', styles.lead);

/** The card's buttons in a row, one under the other on a phone. */
export const CardActions = block('div', styles.actions);

/** A last line under a rule ("No account yet? Register"). */
export const CardFootnote = block('p', styles.footnote);
