import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/docs/**/*.mdx',
    '../packages/ui/docs/**/*.stories.tsx',
    '../packages/ui/src/**/*.stories.tsx',
    '../apps/h5/src/**/*.stories.tsx',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-themes',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  // The mock backend's service worker (`npx msw init apps/h5/mock-public`).
  staticDirs: ['../apps/h5/mock-public'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
