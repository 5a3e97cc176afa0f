import styles from './Logo.module.css';
import { classNames } from './class-names';

interface LogoProps {
  /** Height in pixels; the width follows the mark's proportions. */
  size?: number;
  /** Renders the word mark next to the flag; off where space is tight. */
  withWordmark?: boolean;
  /** Lets a narrow header hide the word mark by a media query. */
  wordmarkClassName?: string;
}

/** The OnCourse mark: a flag on a green, drawn in the theme's primary colour. */
export function Logo({ size = 40, withWordmark = true, wordmarkClassName }: LogoProps) {
  return (
    <span className={styles.logo} style={{ height: size }}>
      <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="19" fill="var(--color-primary)" />
        <path d="M16 9v21" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
        <path d="M17 9.5l10 4.2-10 4.3z" fill="#fff" />
        <ellipse cx="19" cy="30.5" rx="8.5" ry="2.2" fill="#fff" opacity="0.55" />
      </svg>
      {withWordmark && (
        <span className={classNames(styles.wordmark, wordmarkClassName)} style={{ fontSize: size * 0.55 }}>
          On<strong>Course</strong>
        </span>
      )}
    </span>
  );
}
