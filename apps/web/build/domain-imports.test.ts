import { describe, expect, it } from 'vitest';
import { deepImports, domainExportFiles } from './domain-imports';

describe("imports of the domain's index", () => {
  const files = domainExportFiles();

  it('knows the file that declares each value, through nested re-exports', () => {
    expect(files.get('rateCargoSchema')).toMatch(/packages\/domain\/src\/loads\.ts$/);
    // Re-exported by expiries.ts, declared in fleet-fields.ts.
    expect(files.get('EXPIRY_WARNING_DAYS')).toMatch(/packages\/domain\/src\/fleet-fields\.ts$/);
    expect(files.get('formatUsd')).toMatch(/packages\/domain\/src\/money-format\.ts$/);
  });

  it('splits one import into one per declaring file, keeping renames, on one line', () => {
    const code = deepImports('import', ' formatUsd, rateCargoSchema as schema,\n EXPIRY_WARNING_DAYS ', files);
    expect(code).not.toContain('\n');
    expect(code).toContain(`import { formatUsd } from ${JSON.stringify(files.get('formatUsd'))};`);
    expect(code).toContain(
      `import { rateCargoSchema as schema } from ${JSON.stringify(files.get('rateCargoSchema'))};`,
    );
    expect(deepImports('export', 'EXPIRY_WARNING_DAYS', files)).toMatch(
      /^export \{ EXPIRY_WARNING_DAYS \} from ".*fleet-fields\.ts";$/,
    );
  });

  it('drops an import left empty once its types are gone, and refuses a name the domain does not export', () => {
    expect(deepImports('import', ' ', files)).toBe('');
    expect(() => deepImports('import', 'noSuchThing', files)).toThrow(/no value named noSuchThing/);
  });
});
