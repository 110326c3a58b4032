import { describe, expect, test } from 'vitest';
import { chunkPreloads, type Manifest } from './chunkPreloads.ts';

const manifest: Manifest = {
  'src/app/startApp.tsx': { file: 'assets/startApp-1.js', imports: ['_react-2.js', '_ui-3.js'] },
  'src/features/order/detail/OrderDetailPage.tsx': {
    file: 'assets/OrderDetailPage-4.js',
    imports: ['_ui-3.js', '_api-5.js'],
  },
  '_react-2.js': { file: 'assets/react-2.js' },
  '_ui-3.js': { file: 'assets/ui-3.js', imports: ['_react-2.js'] },
  '_api-5.js': { file: 'assets/api-5.js' },
  '_logo.svg': { file: 'assets/logo.svg' },
  'src/withPicture.tsx': { file: 'assets/withPicture-6.js', imports: ['_logo.svg'] },
};

describe('chunkPreloads', () => {
  test('every chunk the modules import statically, dependencies first, each once', () => {
    expect(
      chunkPreloads(manifest, [
        'src/app/startApp.tsx',
        'src/features/order/detail/OrderDetailPage.tsx',
      ]),
    ).toEqual([
      '/assets/react-2.js',
      '/assets/ui-3.js',
      '/assets/startApp-1.js',
      '/assets/api-5.js',
      '/assets/OrderDetailPage-4.js',
    ]);
  });

  test('under the base path; only JavaScript', () => {
    expect(chunkPreloads(manifest, ['src/withPicture.tsx'], '/h5/')).toEqual([
      '/h5/assets/withPicture-6.js',
    ]);
  });

  test('a module missing from the manifest is an error, not a page without its code', () => {
    expect(() => chunkPreloads(manifest, ['src/features/gone/GonePage.tsx'])).toThrow(
      'src/features/gone/GonePage.tsx is not in the build manifest',
    );
  });
});
