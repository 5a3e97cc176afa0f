import { calculationReferences } from '@oncourse/engine';

import { sampleAnswer } from '../sampleAnswer.ts';
import { fixtureQuestion, fixtureQuestionById } from './fixtureQuestion.ts';
import { questionMeta, stateStories } from './stateStories.tsx';

// Water used per round played: grid rows (water by source) divided by another answer (rounds), with
// units that follow the measurement system. (The carbon footprint is no calculated question any more:
// the engine's footprint shows it, with its factors' sources.)
const question = fixtureQuestion('CALCULATING', (candidate) => candidate.id === 15008);
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
