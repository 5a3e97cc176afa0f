/** The category colours (docs/reviews.md#screens): each review type has one; anything else is nature's. */
export type ReviewTone = 'nature' | 'resources' | 'community' | 'economics';

const TONES: Readonly<Record<string, ReviewTone>> = {
  nature: 'nature',
  resources: 'resources',
  community: 'community',
  approach: 'economics',
};

/** The colour class of a review type or best-practice slug; the default is nature. */
export function reviewTone(reviewType: string | null | undefined): ReviewTone {
  return (reviewType && TONES[reviewType]) || 'nature';
}
