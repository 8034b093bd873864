// npm start: install what is missing, build, then serve (the server migrates and seeds on start).
import { ensureInstalled, npmRun, pinnedNode, root, spawn } from './lib/run.mjs';

ensureInstalled();
console.log('Building the web app and the API...');
npmRun('build');
// A young generation of 16 MB a half, as Node 20 had: Node 24 grows it to 64 MB (decision 86).
const server = spawn(pinnedNode, ['--max-semi-space-size=16', 'apps/api/dist/supervisor.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { LOG_LEVEL: 'warn', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
