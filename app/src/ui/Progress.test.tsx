import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { afterEach, describe, expect, it } from 'vitest';
import { ProgressRing } from './Progress';

afterEach(cleanup);

const arcOf = (label: string) =>
  screen.getByRole('img', { name: label }).querySelector('circle[stroke-dasharray]');

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

  it('writes the percentage in the reader’s locale style, one style with the rest of the product', () => {
    render(
      <>
        <I18nProvider locale="en-GB">
          <ProgressRing value={40} label="Nature" />
        </I18nProvider>
        <I18nProvider locale="de-DE">
          <ProgressRing value={40} label="Natur" />
        </I18nProvider>
      </>,
    );
    const shown = (label: string) => screen.getByRole('img', { name: label }).textContent;
    expect(shown('Nature')).toBe('40%');
    expect(shown('Natur')?.replace(/\u00a0/g, ' ')).toBe('40 %');
  });
});
