import { formatPercent } from '@oncourse/engine';
import { useLocale } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import styles from './Progress.module.css';

/** A progress circle with the percentage inside (year cards, best-practice cards; larger on the readiness page). */
export function ProgressRing({ value, size = 64, label }: { value: number; size?: number; label: string }) {
  // react-aria's locale is the catalogue's (the frames' LocaleProvider sets it), so the ring needs no services.
  const { locale } = useLocale();
  const radius = 15.5;
  const circumference = 2 * Math.PI * radius;
  return (
    <span
      className={size >= 80 ? `${styles.progressRing} ${styles.progressRingLarge}` : styles.progressRing}
      role="img"
      aria-label={label}
      style={{ width: size, height: size }}
    >
      <svg viewBox="0 0 36 36" width={size} height={size} aria-hidden="true">
        <circle className={styles.progressRingTrack} cx="18" cy="18" r={radius} />
        {/* At 0 % a round line cap alone would still paint a dot. */}
        {value > 0 && (
          <circle
            className={styles.progressRingValue}
            cx="18"
            cy="18"
            r={radius}
            strokeDasharray={`${(value / 100) * circumference} ${circumference}`}
          />
        )}
      </svg>
      <span className={styles.progressRingText} aria-hidden="true">
        {formatPercent(value, locale)}
      </span>
    </span>
  );
}

/**
 * "Section complete" at 100 %, otherwise "n% complete" in the locale's percentage style, with a bar (docs/reviews.md#behaviour). The percentage
 * counts completed answers only; `later`, the answers saved for later, stands beside it so that work
 * done shows before anything is complete.
 */
export function ProgressBar({
  value,
  later = 0,
  className,
}: {
  value: number;
  later?: number;
  /** The place the bar takes in its parent's layout (margins, flex). */
  className?: string | undefined;
}) {
  const { t, locale } = useTranslation();
  const label = [
    value >= 100
      ? t('reviews.progress.complete')
      : t('reviews.progress.percent', { value: formatPercent(value, locale) }),
    later > 0 ? t('reviews.progress.later', { count: later }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div
      className={[styles.progressBar, value >= 100 && styles.progressBarComplete, className]
        .filter(Boolean)
        .join(' ')}
    >
      <div
        className={styles.progressBarTrack}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-label={label}
      >
        <div className={styles.progressBarValue} style={{ width: `${value}%` }} />
      </div>
      <span className={styles.progressBarLabel}>{label}</span>
    </div>
  );
}
