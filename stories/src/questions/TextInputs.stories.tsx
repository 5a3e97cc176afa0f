import type { FieldType } from '@oncourse/engine';

import { sampleAnswer } from '../sampleAnswer.ts';
import { fixtureQuestion } from './fixtureQuestion.ts';
import { questionMeta, stateStories } from './stateStories.tsx';

const question = fixtureQuestion('TEXTINPUTS', (candidate) => candidate.unitType === 'area');

export default { title: 'Questions/TEXTINPUTS', ...questionMeta(question, sampleAnswer(question)) };

export const Untouched = stateStories.Untouched;
export const SavedForLater = stateStories.SavedForLater;
export const Complete = stateStories.Complete;
export const WithErrors = stateStories.WithErrors;
export const Metric = stateStories.Metric;
export const BritishImperial = stateStories.BritishImperial;
export const UnitedStatesCustomary = stateStories.UnitedStatesCustomary;

/** The same question kind for another field type, filled in. */
function fieldTypeStory(fieldType: FieldType) {
  const other = fixtureQuestion('TEXTINPUTS', (candidate) => candidate.fieldType === fieldType);
  return { args: { question: other, filled: sampleAnswer(other), state: 'complete' as const } };
}

export const Percentage = fieldTypeStory('percentage');
export const DateField = fieldTypeStory('date');
export const Textarea = fieldTypeStory('textarea');
export const Email = fieldTypeStory('email');
export const WebAddress = fieldTypeStory('url');
