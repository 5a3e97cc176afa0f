import { sampleAnswer } from '../sampleAnswer.ts';
import { fixtureQuestion } from './fixtureQuestion.ts';
import { questionMeta, stateStories } from './stateStories.tsx';

const question = fixtureQuestion('SINGLECHOICE');

export default { title: 'Questions/SINGLECHOICE', ...questionMeta(question, sampleAnswer(question)) };

export const Untouched = stateStories.Untouched;
export const SavedForLater = stateStories.SavedForLater;
export const Complete = stateStories.Complete;
export const WithErrors = stateStories.WithErrors;
export const Metric = stateStories.Metric;
export const BritishImperial = stateStories.BritishImperial;
export const UnitedStatesCustomary = stateStories.UnitedStatesCustomary;
