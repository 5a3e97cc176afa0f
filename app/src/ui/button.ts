import styles from './button.module.css';
import { classNames } from './class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'warning';

/** The classes of a button (or a link that looks like one); `extra` adds the caller's own. */
export function buttonClass(variant: ButtonVariant, size?: 'small', extra?: string): string {
  return classNames(styles.button, styles[variant], size && styles[size], extra);
}

/** A round, borderless 44 px button that holds only an icon (menu, close, remove). */
export function iconButtonClass(extra?: string): string {
  return classNames(styles.iconButton, extra);
}

/** An underlined link or link-like button inside running text. */
export function textLinkClass(extra?: string): string {
  return classNames(styles.textLink, extra);
}
