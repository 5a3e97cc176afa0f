import { calculationReferences } from '@oncourse/engine';

import { sampleAnswer } from '../sampleAnswer.ts';
import { fixtureQuestion, fixtureQuestionById } from './fixtureQuestion.ts';
import { questionMeta, stateStories } from './stateStories.tsx';

// The carbon footprint: grid rows, two answers and emission factors with their source.
const question = fixtureQuestion('CALCULATING', (candidate) => Boolean(candidate.calculation?.source));
const inputs = Object.fromEntries(
  calculationReferences(question.calculation!).questions.map((id) => [
    id,
    sampleAnswer(fixtureQuestionById(id)),
  ]),
);

export default { title: 'Questions/CALCULATING', ...questionMeta(question, sampleAnswer(question), inputs) };

export const WithInputs = stateStories.Untouched;
export const NoInputsYet = { args: { inputs: {} } };
export const BritishImperial = stateStories.BritishImperial;
