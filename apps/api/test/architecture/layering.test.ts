import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../../..');
const cli = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
const config = join(root, '.dependency-cruiser.cjs');

/** Runs the layering check over `paths` in `cwd`: the exit code and what it printed. */
async function cruise(cwd: string, paths: string[]) {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [cli, ...paths, '--config', config], { cwd });
    return { code: 0, out: stdout };
  } catch (e) {
    const failed = e as { code: number; stdout: string };
    return { code: failed.code, out: failed.stdout };
  }
}

/** A throw-away tree shaped like the API, with the files given. */
function tree(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'layering-'));
  const all = {
    'apps/api/tsconfig.json': '{"compilerOptions":{"module":"ESNext","moduleResolution":"Bundler"}}',
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  dirs.push(dir);
  return dir;
}
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const repoFile = 'export const findCustomer = (id: number) => id;\n';
const serviceFile = 'export const customerExists = (id: number) => id > 0;\n';

describe('the layering rules (.dependency-cruiser.cjs)', () => {
  it('hold for the API as it is', async () => {
    const result = await cruise(root, ['apps/api/src', 'packages/domain/src']);
    expect(result.out).toContain('no dependency violations found');
    expect(result.code).toBe(0);
  });

  it("refuse a module that reaches into another module's repo, in any area, new ones included", async () => {
    const dir = tree({
      'apps/api/src/modules/customers/customers.repo.ts': repoFile,
      'apps/api/src/modules/trucks/trucks.service.ts':
        "import { findCustomer } from '../customers/customers.repo';\nexport const x = findCustomer;\n",
    });
    const result = await cruise(dir, ['apps']);
    expect(result.code).not.toBe(0);
    expect(result.out).toContain('module-reaches-module-through-its-service');
  });

  it("allow the same call through the other module's service", async () => {
    const dir = tree({
      'apps/api/src/modules/customers/customers.service.ts': serviceFile,
      'apps/api/src/modules/trucks/trucks.service.ts':
        "import { customerExists } from '../customers/customers.service';\nexport const x = customerExists;\n",
    });
    expect((await cruise(dir, ['apps'])).code).toBe(0);
  });

  it('refuse routes that touch the database or a repo', async () => {
    const dir = tree({
      'apps/api/src/db/client.ts': 'export type AppDb = object;\n',
      'apps/api/src/modules/loads/loads.repo.ts': repoFile,
      'apps/api/src/modules/loads/loads.routes.ts':
        "import type { AppDb } from '../../db/client';\nimport { findCustomer } from './loads.repo';\nexport const r = (db: AppDb) => [db, findCustomer];\n",
    });
    const result = await cruise(dir, ['apps']);
    expect(result.code).not.toBe(0);
    expect(result.out.match(/routes-are-http-only/g)).toHaveLength(2);
  });

  it('refuse a service that reads a table itself', async () => {
    const dir = tree({
      'apps/api/src/db/schema/index.ts': 'export const loads = {};\n',
      'apps/api/src/modules/loads/loads.service.ts':
        "import { loads } from '../../db/schema';\nexport const s = loads;\n",
    });
    const result = await cruise(dir, ['apps']);
    expect(result.code).not.toBe(0);
    expect(result.out).toContain('services-query-through-repos');
  });
});
