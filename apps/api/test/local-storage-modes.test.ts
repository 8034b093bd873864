import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../src/modules/storage/local-storage';

const data = mkdtempSync(join(tmpdir(), 'tms-modes-'));
afterAll(() => rmSync(data, { recursive: true, force: true }));

describe('local file storage', () => {
  it('writes files 0600 under folders 0700, whatever the umask allows', async () => {
    const root = join(data, 'files');
    const storage = createLocalStorage(root, 'signing-key-for-the-test');
    await storage.put('1/ab/cd/file.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    const file = storage.pathOf('1/ab/cd/file.pdf');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    for (let dir = dirname(file); dir.startsWith(root); dir = dirname(dir)) {
      expect(statSync(dir).mode & 0o777, dir).toBe(0o700);
    }
  });
});
