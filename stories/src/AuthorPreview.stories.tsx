import type { Meta, StoryObj } from '@storybook/react-vite';
import { UNIT_SYSTEMS } from '@oncourse/engine';
import countries from '@oncourse/fixtures/countries.json';

import { AuthorPreview, type AuthorPreviewProps } from './AuthorPreview.tsx';
import { catalogues, questionSets } from './fixtures.ts';

const meta = {
  title: 'Authors/Question set preview',
  component: AuthorPreview,
  // The toolbar's Language picks the content language of every story here.
  render: (args: AuthorPreviewProps, { globals }) => (
    <AuthorPreview {...args} language={String(globals.contentLanguage ?? args.language)} />
  ),
  args: {
    questionSet: 'nature',
    language: 'en',
    country: 'GB',
    unitSystem: 'metric',
    year: 2025,
    theme: 'facility',
    organisationGroup: 'members-club',
    tournamentGroup: 'professional-tour',
    showErrors: false,
  },
  argTypes: {
    questionSet: { control: 'select', options: Object.keys(questionSets).sort() },
    // Set with the toolbar's Language (a global), so it stays when moving between stories.
    language: { control: false, options: Object.keys(catalogues) },
    country: {
      control: 'select',
      options: countries.map((country) => country.code),
      labels: Object.fromEntries(countries.map((country) => [country.code, country.title])),
    },
    unitSystem: { control: 'select', options: [...UNIT_SYSTEMS] },
    year: { control: 'select', options: [2023, 2024, 2025, 2026] },
    theme: { control: 'inline-radio', options: ['facility', 'tournament'] },
  },
} satisfies Meta<typeof AuthorPreview>;

export default meta;

type Story = StoryObj<typeof meta>;

export const BestPractice: Story = {};
export const AnnualData: Story = { args: { questionSet: 'annual-data-facility', year: 2025 } };
export const AnnualDataPrefilled: Story = { args: { questionSet: 'annual-data-facility', year: 2026 } };
export const Tournament: Story = {
  args: { questionSet: 'annual-data-tournament', theme: 'tournament', year: 2025 },
};
export const InGerman: Story = { args: { country: 'DE', showErrors: true }, globals: { contentLanguage: 'de' } };
export const InSwedish: Story = { args: { country: 'SE' }, globals: { contentLanguage: 'sv' } };
