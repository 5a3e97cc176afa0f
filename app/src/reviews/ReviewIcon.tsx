import styles from './reviews.module.css';
/** A best-practice or section icon (public artwork, GET /api/reviews/icon/{id}); decorative. */
export function ReviewIcon({ iconId, size = 48 }: { iconId: number | null; size?: number }) {
  if (iconId === null)
    return (
      <span
        className={`${styles.reviewIcon} ${styles.reviewIconEmpty}`}
        style={{ width: size, height: size }}
        aria-hidden="true"
      />
    );
  return (
    <img
      className={styles.reviewIcon}
      src={`/api/reviews/icon/${iconId}`}
      width={size}
      height={size}
      alt=""
    />
  );
}
