import type { LinkOptions } from '@tanstack/react-router';
import { useTranslation } from '../i18n/useTranslation';
import { AppLink } from '../ui/links';
import styles from './reviews.module.css';

/** A field-set tile of a summary: its title, and a tick when every question in it is complete. */
export function FieldSetTile({ title, done, link }: { title: string; done: boolean; link: LinkOptions }) {
  const { t } = useTranslation();
  return (
    <AppLink {...link} className={done ? `${styles.tile} ${styles.tileDone}` : styles.tile}>
      <span>{title}</span>
      {done && (
        <span className={styles.tileTick} role="img" aria-label={t('reviews.summary.complete')}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </span>
      )}
    </AppLink>
  );
}
