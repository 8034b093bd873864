import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 0176: each table is written by one area's repos; any other area changes it through
// that area's service, so the change gets the owner's rules and history. dependency-cruiser sees
// only which files import which, not which table a query writes, so this reads the sources.

const src = resolve(import.meta.dirname, '../../src');

/** File path (under src) → text. */
type Sources = Record<string, string>;

function readTree(dir: string, out: Sources = {}): Sources {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) readTree(path, out);
    else if (entry.name.endsWith('.ts')) out[relative(src, path)] = readFileSync(path, 'utf8');
  }
  return out;
}

/** Table export name by SQL name, from the schema files (`export const loads = pgTable('loads', …)`). */
function tablesOf(schema: Sources) {
  const bySqlName = new Map<string, string>();
  for (const text of Object.values(schema))
    for (const m of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) bySqlName.set(m[2]!, m[1]!);
  return bySqlName;
}

/** Local name → table, for the tables a file imports from the schema (`loads`, `driverNotes as n`). */
function importedTables(text: string, tables: Set<string>) {
  const local = new Map<string, string>();
  for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[./]*(?:db\/)?schema(?:\/\w+)?'/g))
    for (const part of m[1]!.split(',')) {
      const [name, alias] = part
        .replace(/^\s*type\s+/, '')
        .trim()
        .split(/\s+as\s+/);
      if (name && tables.has(name)) local.set((alias ?? name).trim(), name);
    }
  return local;
}

/** The tables a name stands for: an imported table, or a const built from tables (`const t = tableOf(kind)`). */
function resolveName(name: string, text: string, imported: Map<string, string>, seen = new Set<string>()): string[] {
  const table = imported.get(name);
  if (table) return [table];
  if (seen.has(name)) return [];
  seen.add(name);
  const out: string[] = [];
  for (const m of text.matchAll(new RegExp(`\\bconst ${name}\\s*=([\\s\\S]*?);\\s*\\n`, 'g')))
    for (const id of m[1]!.match(/[A-Za-z_$][\w$]*/g) ?? []) out.push(...resolveName(id, text, imported, seen));
  return out;
}

/** The tables a module file inserts into, updates or deletes from, with drizzle or in raw SQL. */
function writtenTables(text: string, bySqlName: Map<string, string>) {
  const imported = importedTables(text, new Set(bySqlName.values()));
  const names = [
    ...text.matchAll(/\.(?:insert|update|delete)\(\s*([A-Za-z_$][\w$]*)/g),
    ...text.matchAll(/updateVersioned\(\s*\w+\s*,\s*([A-Za-z_$][\w$]*)/g),
    ...text.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+\$\{\s*([A-Za-z_$][\w$]*)\s*\}/gi),
  ].flatMap((m) => resolveName(m[1]!, text, imported));
  const raw = [...text.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?/gi)]
    .map((m) => bySqlName.get(m[1]!))
    .filter((t): t is string => t !== undefined);
  return new Set([...names, ...raw]);
}

/** Table → area → the files of that area that write it. */
function writersOf(sources: Sources) {
  const bySqlName = tablesOf(Object.fromEntries(Object.entries(sources).filter(([p]) => p.startsWith('db/schema/'))));
  const writers = new Map<string, Map<string, string[]>>();
  for (const [path, text] of Object.entries(sources)) {
    const area = /^modules\/([^/]+)\//.exec(path)?.[1];
    if (!area) continue;
    for (const table of writtenTables(text, bySqlName)) {
      const areas = writers.get(table) ?? new Map<string, string[]>();
      areas.set(area, [...(areas.get(area) ?? []), path]);
      writers.set(table, areas);
    }
  }
  return writers;
}

/** Every table written by more than one area, with the areas and files that write it. */
function tablesWithSeveralWriters(sources: Sources) {
  return [...writersOf(sources)]
    .filter(([, areas]) => areas.size > 1)
    .map(
      ([table, areas]) =>
        `${table} is written by ${[...areas].map(([a, files]) => `${a} (${files.join(', ')})`).join(' and ')}`,
    );
}

const schema = {
  'db/schema/loads.ts':
    "export const loads = pgTable('loads', {});\nexport const loadHistory = pgTable('load_history', {});\n",
  'db/schema/fleet.ts':
    "export const trucks = pgTable(\n  'trucks',\n  {},\n);\nexport const trailers = pgTable('trailers', {});\n",
};
const loadsRepo = `import { loads, loadHistory } from '../../db/schema';
export const updateLoad = (db, id, values) => updateVersioned(db, loads, eq(loads.id, id), values);
export const addHistory = (db, values) => db.insert(loadHistory).values(values);
`;

describe('one area writes each table', () => {
  it('holds for the API as it is', () => {
    const sources = readTree(src);
    expect(tablesWithSeveralWriters(sources)).toEqual([]);
    // The reading sees the API's writes: loads through the versioned helper, fuel rows in raw SQL.
    const writers = writersOf(sources);
    expect([...(writers.get('loads')?.keys() ?? [])]).toEqual(['loads']);
    expect([...(writers.get('users')?.keys() ?? [])]).toEqual(['users']);
    expect(writers.get('fuelTransactions')?.get('fuel-transactions')).toContain(
      'modules/fuel-transactions/fuel-transactions.repo.ts',
    );
  });

  it("refuses a repo that updates another area's table", () => {
    const found = tablesWithSeveralWriters({
      ...schema,
      'modules/loads/loads.repo.ts': loadsRepo,
      'modules/accounting-loads/accounting-loads.repo.ts': `import { customers, loads as l } from '../../db/schema';
export const setPayment = (db, id, values) => db.update(l).set(values).where(eq(l.id, id));
`,
    });
    expect(found).toEqual([
      'loads is written by loads (modules/loads/loads.repo.ts) and accounting-loads (modules/accounting-loads/accounting-loads.repo.ts)',
    ]);
  });

  it('sees writes through a helper, a table chosen at run time and raw SQL', () => {
    const found = tablesWithSeveralWriters({
      ...schema,
      'modules/loads/loads.repo.ts': loadsRepo,
      'modules/equipment/equipment.repo.ts': `import { trailers, trucks } from '../../db/schema';
const tableOf = (kind) =>
  kind === 'truck' ? trucks : trailers;
export const add = (db, kind, values) => db.insert(tableOf(kind)).values(values);
`,
      'modules/drivers/drivers.repo.ts': `import { trucks } from '../../db/schema';
export const park = (db) => db.execute(sql\`update \${trucks} set parked = true\`);
export const note = (db) => db.execute(sql\`insert into load_history (kind) values ('x')\`);
`,
      'modules/fuel/fuel.repo.ts': `import { trailers as t } from '../../db/schema';
export const reads = (db) => db.select().from(t).for('update');
`,
    });
    expect(found).toEqual([
      'loadHistory is written by loads (modules/loads/loads.repo.ts) and drivers (modules/drivers/drivers.repo.ts)',
      'trucks is written by equipment (modules/equipment/equipment.repo.ts) and drivers (modules/drivers/drivers.repo.ts)',
    ]);
  });
});
