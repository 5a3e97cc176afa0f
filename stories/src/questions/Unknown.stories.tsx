import type { UiType } from '@oncourse/engine';

import { sampleAnswer } from '../sampleAnswer.ts';
import { fixtureQuestion } from './fixtureQuestion.ts';
import { questionMeta } from './stateStories.tsx';

// A uiType no renderer knows (a newer question set, a typo): a visible, harmless note.
const question = {
  ...fixtureQuestion('TEXTINPUTS'),
  title: 'Upload a site map',
  uiType: 'FILEUPLOAD' as UiType,
};

export default { title: 'Questions/Unknown uiType', ...questionMeta(question, sampleAnswer(question)) };

export const Fallback = {};
