import styles from './SkipLink.module.css';

/** The first link on every page: keyboard users jump past the header to the page's main element. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a className={styles.skipLink} href="#main">
      {label}
    </a>
  );
}
