// npm test: the whole suite. Types, lint and the API's layering rules, unit and API integration tests, then end-to-end
// tests in Chromium against the built app.
import { ensureInstalled, npmRun, npmRunTogether } from './lib/run.mjs';

ensureInstalled();
// The server's and the browser's types are checked side by side: each compiler uses one core.
await npmRunTogether(['typecheck:server', 'typecheck:client']);
npmRun('lint');
npmRun('check:layers');
// The API files share a worker's modules, the web files each keep their own (decision 0235).
npmRun('test:api');
npmRun('test:web');
npmRun('build');
npmRun('test:e2e');
