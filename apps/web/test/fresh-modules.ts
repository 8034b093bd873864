import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { getQueriesForElement, screen } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * The web files run with `--no-isolate` (decision 0237): a worker keeps one process, so the
 * libraries (React, MUI, the testing library) load once for all its files, while each file gets a
 * window of its own. This first setup file makes the rest as fresh as an isolated run: the app's
 * modules and the files' mocks start again (as Vitest itself does before an isolated file), and
 * the libraries that kept the first window's document follow the new one.
 */
type ModuleCache = Map<string, unknown> & { invalidateModule(mod: unknown): void };
const vitest = globalThis as unknown as {
  __vitest_worker__?: { moduleCache?: ModuleCache };
  __vitest_mocker__?: { reset(): void };
};
const modules = vitest.__vitest_worker__?.moduleCache;
const mocker = vitest.__vitest_mocker__;
if (!modules || !mocker) throw new Error('fresh-modules: this Vitest keeps its modules elsewhere (see decision 0237)');

const vitestOwn = [/\/vitest\/dist\//, /\/vite-node\/dist\//, /vitest-virtual-\w+\/dist/, /@vitest\/dist/];
mocker.reset();
modules.forEach((mod, path) => {
  if (!vitestOwn.some((re) => re.test(path)) && !path.endsWith('/test/fresh-modules.ts')) modules.invalidateModule(mod);
});

// `screen` was bound to the body of the window it was first loaded in.
Object.assign(screen, getQueriesForElement(document.body));

// MUI's style cache writes into the head of the window it was made in: point it at this one and
// forget what it wrote, so every style is written again where the file's components can see it.
let styles: EmotionCache | null = null;
renderToString(
  createElement(() => {
    styles = __unsafe_useEmotionCache();
    return null;
  }),
);
const cache = styles as EmotionCache | null;
if (cache) {
  cache.sheet.flush();
  cache.sheet.container = document.head;
  for (const key of Object.keys(cache.inserted)) delete cache.inserted[key];
}
