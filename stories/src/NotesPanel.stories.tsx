import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Note } from '@oncourse/engine';
import { NotesPanel } from '@oncourse/renderers';

import { catalogues } from './fixtures.ts';
import { ThemeFrame } from './theme.tsx';
import type { Theme } from './theme.tsx';

interface NotesStoryProps {
  notes: Note[];
  readOnly: boolean;
  language: string;
  theme: Theme;
}

/** The notes panel with notes kept in memory: add, edit and delete behave as in the app. */
function NotesStory({ notes: initial, readOnly, language, theme }: NotesStoryProps) {
  const [notes, setNotes] = useState(initial);
  const catalogue = catalogues[language] ?? catalogues.en;
  return (
    <ThemeFrame theme={theme}>
      <NotesPanel
        notes={notes}
        readOnly={readOnly}
        text={(key, fallback) => catalogue?.[key] ?? fallback ?? key}
        onCreate={async (value) =>
          setNotes((list) => [
            ...list,
            { id: Date.now(), questionId: 1, type: 'notes', createDate: new Date().toISOString(), value },
          ])
        }
        onUpdate={async (id, value) =>
          setNotes((list) => list.map((note) => (note.id === id ? { ...note, value } : note)))
        }
        onDelete={async (id) => setNotes((list) => list.filter((note) => note.id !== id))}
      />
    </ThemeFrame>
  );
}

const NOTES: Note[] = [
  {
    id: 1,
    questionId: 1,
    type: 'notes',
    createDate: '2024-11-20T09:00:00.000Z',
    value: '<p>Adopted at the AGM.</p>',
  },
  {
    id: 2,
    questionId: 1,
    type: 'notes',
    createDate: '2025-03-02T14:30:00.000Z',
    value: '<p>Review due in <strong>spring</strong>:</p><ul><li>energy</li><li>water</li></ul>',
  },
];

const meta = {
  title: 'Questions/Notes panel',
  component: NotesStory,
  args: { notes: NOTES, readOnly: false, language: 'en', theme: 'facility' },
  argTypes: {
    language: { control: 'inline-radio', options: Object.keys(catalogues) },
    theme: { control: 'inline-radio', options: ['facility', 'tournament'] },
    notes: { control: false },
  },
} satisfies Meta<typeof NotesStory>;

export default meta;

type Story = StoryObj<typeof meta>;

export const WithNotes: Story = {};
export const Empty: Story = { args: { notes: [] } };
export const ReadOnly: Story = { args: { readOnly: true } };
