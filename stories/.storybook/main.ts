import type { StorybookConfig } from '@storybook/react-vite';

// Written by hand rather than by `storybook init`, so it holds only what these stories use; telemetry
// stays off so a build never waits on the network.
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // The question sets, answer sets and strings live in fixtures/, beside this workspace.
    server: { ...viteConfig.server, fs: { ...viteConfig.server?.fs, allow: ['..'] } },
  }),
};

export default config;
