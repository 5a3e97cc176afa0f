import type { Preview } from '@storybook/react-vite';
import languages from '@oncourse/fixtures/languages.json';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
  // The language the content (question sets) and the interface strings are shown in: authors flip
  // it in the toolbar to see a set as each language's readers will (docs/languages-units-themes.md#content).
  globalTypes: {
    contentLanguage: {
      description: 'Content language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        // The interface languages of fixtures/languages.json, each under its own name.
        items: languages
          .filter((language) => language.catalogue)
          .map((language) => ({ value: language.key, title: language.language })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { contentLanguage: 'en' },
};

export default preview;
