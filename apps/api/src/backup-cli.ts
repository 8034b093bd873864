import { parseArgs } from 'node:util';
import { takeBackup } from './backup/backup';
import { refuse, runCommand } from './backup/refusal';
import { backupSettings } from './backup/settings';

// npm run db:backup -- --out FILE: the database, its generated keys and the local documents in one file (decision 0230).
await runCommand('Backup', async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const out = values.out ?? refuse('name the backup file: npm run db:backup -- --out FILE');
  const settings = backupSettings();
  const manifest = await takeBackup(settings, out);
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  const notes = [
    `Backed up the ${manifest.engine} database (${Object.keys(manifest.tables).length} tables, ${rows} rows), ${manifest.keys.length} key file(s) and ${manifest.documents.files} document(s) to ${out}.`,
  ];
  if (manifest.documents.store === 's3') notes.push('Documents are in the S3 bucket: back it up with the provider.');
  if (settings.keysFromEnv.length)
    notes.push(`Keep these with the backup, from where you set them: ${settings.keysFromEnv.join(', ')}.`);
  return notes.join('\n');
});
