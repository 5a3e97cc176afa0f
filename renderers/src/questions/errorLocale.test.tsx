import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';

import { QuestionField } from './QuestionField.tsx';
import { answerWith, makeContext, makeQuestion } from './testing.tsx';

describe('a range error on a question', () => {
  it('writes its limit the way the app’s locale writes figures, not the browser’s', () => {
    const area = makeQuestion({ id: 300, title: 'Total area', fieldType: 'number', unitType: 'area' });
    render(
      <I18nProvider locale="de-DE">
        <QuestionField
          question={area}
          answer={answerWith({ value: 5000, unitMeasurementType: 'united states customary' })}
          errors={[
            {
              field: '300',
              code: 'ABOVE_MAX_VALUE',
              number: 105,
              message: 'Enter at most 4,942.1 ac',
              limit: { value: 4942.1, unit: 'ac' },
            },
          ]}
          context={makeContext({ unitSystem: 'united states customary' })}
          onChange={() => {}}
        />
      </I18nProvider>,
    );
    expect(screen.getAllByText(/4\.942,1 ac/).length).toBeGreaterThan(0);
  });
});
