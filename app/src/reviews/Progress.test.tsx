import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProgressRing } from './Progress';

afterEach(cleanup);

const arcOf = (label: string) =>
  screen.getByRole('img', { name: label }).querySelector('.progress-ring__value');

describe('ProgressRing', () => {
  it('draws an arc for the share done and none at all at 0 % (a round cap would leave a dot)', () => {
    render(
      <>
        <ProgressRing value={0} label="Community: 0 %" />
        <ProgressRing value={50} label="Nature: 50 %" />
      </>,
    );
    expect(arcOf('Community: 0 %')).toBeNull();
    const [drawn, whole] = arcOf('Nature: 50 %')!.getAttribute('stroke-dasharray')!.split(' ').map(Number);
    expect(drawn! / whole!).toBeCloseTo(0.5);
  });
});
