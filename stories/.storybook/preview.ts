import type { Preview } from '@storybook/react-vite';

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
        items: [
          { value: 'en', title: 'English' },
          { value: 'de', title: 'Deutsch' },
          { value: 'fr', title: 'Français' },
          { value: 'es', title: 'Español' },
          { value: 'it', title: 'Italiano' },
          { value: 'nl', title: 'Nederlands' },
          { value: 'sv', title: 'Svenska' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { contentLanguage: 'en' },
};

export default preview;
