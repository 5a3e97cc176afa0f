import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UiType } from '@oncourse/engine';

import { makeQuestion, renderQuestion } from './testing.tsx';

describe('unknown uiType', () => {
  it('renders a visible, harmless note with the title still shown', () => {
    const question = makeQuestion({
      title: 'Upload a site map',
      uiType: 'FILEUPLOAD' as UiType,
      fieldType: null,
    });
    renderQuestion(question);
    expect(screen.getByText('Upload a site map')).toBeTruthy();
    expect(screen.getByText(/cannot be shown yet/).textContent).toContain('FILEUPLOAD');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
