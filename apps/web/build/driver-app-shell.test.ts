import type { OutputAsset, OutputBundle, OutputChunk } from 'rollup';
import { describe, expect, it } from 'vitest';
import { shellFiles } from './driver-app-shell';

const chunk = (fileName: string, over: Partial<OutputChunk> & { css?: string[]; assets?: string[] } = {}) =>
  ({
    type: 'chunk',
    fileName,
    isEntry: false,
    facadeModuleId: null,
    imports: [],
    dynamicImports: [],
    viteMetadata: { importedCss: new Set(over.css ?? []), importedAssets: new Set(over.assets ?? []) },
    ...over,
  }) as unknown as OutputChunk;
const asset = (fileName: string) => ({ type: 'asset', fileName }) as OutputAsset;

describe("the driver app's shell", () => {
  it("holds the entry, the driver app's and the sign-in page's chunks and their imports, not the office's pages", () => {
    const files = [
      chunk('assets/main-1.js', { isEntry: true, dynamicImports: ['assets/app-entry-1.js'] }),
      chunk('assets/app-entry-1.js', {
        facadeModuleId: '/repo/apps/web/src/app-entry.tsx',
        imports: ['assets/react-1.js'],
        dynamicImports: ['assets/driver-app-1.js', 'assets/dispatch-board-page-1.js'],
        css: ['assets/ui-1.css'],
        assets: [
          'assets/inter-latin-400-normal-a1.woff2',
          'assets/inter-latin-ext-400-normal-b2.woff2',
          'assets/inter-latin-400-normal-c3.woff',
          'assets/inter-cyrillic-400-normal-d4.woff2',
        ],
      }),
      chunk('assets/react-1.js'),
      chunk('assets/driver-app-1.js', {
        facadeModuleId: '/repo/apps/web/src/driver-entry.tsx',
        imports: ['assets/Chip-1.js'],
      }),
      chunk('assets/Chip-1.js'),
      chunk('assets/login-page-1.js', { facadeModuleId: '/repo/apps/web/src/features/auth/login-page.tsx' }),
      chunk('assets/dispatch-board-page-1.js', { facadeModuleId: '/repo/apps/web/src/features/dispatch/x.tsx' }),
      chunk('assets/map-canvas-1.js'),
      asset('assets/inter-latin-400-normal-a1.woff2'),
    ];
    const bundle = Object.fromEntries(files.map((f) => [f.fileName, f])) as OutputBundle;
    expect([...shellFiles(bundle)].sort()).toEqual([
      'assets/Chip-1.js',
      'assets/app-entry-1.js',
      'assets/driver-app-1.js',
      'assets/inter-latin-400-normal-a1.woff2',
      'assets/login-page-1.js',
      'assets/main-1.js',
      'assets/react-1.js',
      'assets/ui-1.css',
      'driver-icons/icon-192.png',
      'driver-icons/icon-512.png',
      'driver-icons/icon-maskable-512.png',
      'driver.webmanifest',
      'index.html',
    ]);
  });
});
