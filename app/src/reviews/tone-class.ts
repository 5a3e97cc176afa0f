import type { ReviewTone } from './review-types';
import styles from './reviews.module.css';

const TONE_CLASS: Record<ReviewTone, string | undefined> = {
  nature: styles.reviewToneNature,
  resources: styles.reviewToneResources,
  community: styles.reviewToneCommunity,
  economics: styles.reviewToneEconomics,
};

/**
 * The class giving a page or card its category's accent colours (docs/reviews.md#screens);
 * 'theme' keeps the theme's own primary colour (annual data).
 */
export function toneClass(tone: ReviewTone | 'theme'): string {
  return tone === 'theme' ? '' : (TONE_CLASS[tone] ?? '');
}
