import type { Meta, StoryObj } from '@storybook/react-vite';
import { UNIT_SYSTEMS } from '@oncourse/engine';
import type { Answer, Question } from '@oncourse/engine';

import { QuestionStory } from './QuestionStory.tsx';

type Story = StoryObj<typeof QuestionStory>;

/** The controls every question story shares; each file gives its own title (Storybook reads it statically). */
export function questionMeta(
  question: Question,
  filled: Answer,
  inputs?: Record<string, Answer>,
): Omit<Meta<typeof QuestionStory>, 'title'> {
  return {
    component: QuestionStory,
    // A new state or unit system starts the question afresh, as opening the page would.
    render: (args) => <QuestionStory key={`${args.state}-${args.unitSystem}`} {...args} />,
    args: {
      question,
      filled,
      inputs,
      state: 'untouched',
      unitSystem: 'metric',
      theme: 'facility',
      language: 'en',
    },
    argTypes: {
      state: { control: 'inline-radio', options: ['untouched', 'savelater', 'complete', 'errors'] },
      unitSystem: { control: 'select', options: [...UNIT_SYSTEMS] },
      theme: { control: 'inline-radio', options: ['facility', 'tournament'] },
      language: { control: 'inline-radio', options: ['en', 'de'] },
      question: { control: false },
      filled: { control: false },
      inputs: { control: false },
    },
  };
}

/** The states of one question (docs/reviews.md#behaviour) and each unit system, as stories. */
export const stateStories = {
  Untouched: { args: { state: 'untouched' } },
  SavedForLater: { args: { state: 'savelater' } },
  Complete: { args: { state: 'complete' } },
  WithErrors: { args: { state: 'errors' } },
  Metric: { args: { state: 'complete', unitSystem: 'metric' } },
  BritishImperial: { args: { state: 'complete', unitSystem: 'british imperial' } },
  UnitedStatesCustomary: { args: { state: 'complete', unitSystem: 'united states customary' } },
} satisfies Record<string, Story>;
