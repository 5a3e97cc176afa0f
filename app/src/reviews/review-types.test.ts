import { describe, expect, it } from 'vitest';
import { reviewTone } from './review-types';

describe('reviewTone', () => {
  it('gives each review type its category colour and nature to anything else', () => {
    expect(reviewTone('resources')).toBe('resources');
    expect(reviewTone('community')).toBe('community');
    expect(reviewTone('approach')).toBe('economics');
    expect(reviewTone('baseline')).toBe('nature');
    expect(reviewTone('best-practice')).toBe('nature');
    expect(reviewTone(null)).toBe('nature');
  });
});
