import { parseArgs } from 'node:util';
import { refuse, runCommand } from './backup/refusal';
import { restoreBackup } from './backup/restore';
import { backupSettings } from './backup/settings';

// npm run db:restore -- FILE [--force]: stop the server first (decision 0230).
await runCommand('Restore', async () => {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true });
  const file = positionals[0] ?? refuse('name the backup file: npm run db:restore -- FILE [--force]');
  return restoreBackup(backupSettings(), file, values.force ?? false);
});
