import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openEmbedded } from './backup/embedded';
import { exportEmbedded } from './backup/export-to';
import { refuse, runCommand } from './backup/refusal';
import { backupSettings } from './backup/settings';

// npm run db:export-to -- DATABASE_URL: the embedded database (DATA_DIR/pgdata) into an empty PostgreSQL database.
await runCommand('Export', async () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  const url = positionals[0] ?? refuse('name the PostgreSQL database: npm run db:export-to -- postgres://...');
  const { dataDir } = backupSettings({ ...process.env, DATABASE_URL: undefined });
  const source = await openEmbedded(join(dataDir, 'pgdata'));
  try {
    const counts = await exportEmbedded(source, url);
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    return [
      `Copied ${Object.keys(counts).length} tables (${rows} rows) into the PostgreSQL database.`,
      `Start the server with DATABASE_URL set to it and the same DATA_DIR (${dataDir}): its key files and documents stay there.`,
    ].join('\n');
  } finally {
    await source.close();
  }
});
