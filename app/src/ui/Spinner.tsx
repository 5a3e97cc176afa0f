import styles from './Spinner.module.css';

/** A turning ring for work under way; decorative, so the text beside it says what is happening. */
export function Spinner({ size }: { size?: 'large' }) {
  return <span className={size ? `${styles.spinner} ${styles[size]}` : styles.spinner} aria-hidden="true" />;
}
