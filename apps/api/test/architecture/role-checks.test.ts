import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ROLE_NAMES } from '@tms/domain';
import { describe, expect, it } from 'vitest';

/**
 * Rules ask capabilities (packages/domain/src/roles.ts), never role names (decision 0165): a role
 * gains or loses a right in one table. This lists every place that compares a role name or a fixed
 * role's id and fails on any outside the few that are the role table itself or data.
 */
const root = resolve(import.meta.dirname, '../../../..');
const TREES = ['apps/api/src', 'packages/domain/src', 'apps/web/src'];

/** Where naming a role is the point: each with why. Keep it this short. */
const ALLOWED: Readonly<Record<string, string>> = {
  'packages/domain/src/roles.ts': 'the role table: capabilities, home page and grantable roles per role',
  'apps/api/src/db/seed/': 'demo data: the users of each role',
  'apps/api/src/modules/analytics/analytics.repo.ts': 'the dispatcher report lists the people holding that role',
};

const role = `(?:${ROLE_NAMES.join('|')})`;
const lit = `['"\`]${role}['"\`]`;
/** The shapes a role comparison takes; each is shown catching one in the last test. */
const COMPARISONS: readonly RegExp[] = [
  new RegExp(`[=!]=?\\s*${lit}`), // === 'MANAGER', SQL name = 'MANAGER', x = 'MANAGER'
  new RegExp(`${lit}\\s*[=!]=`), // 'MANAGER' === x
  new RegExp(`\\.(?:includes|has|indexOf)\\(\\s*${lit}`), // roles.includes('MANAGER')
  new RegExp(`\\[\\s*${lit}|${lit}\\s*\\]|${lit}\\s*,\\s*${lit}`), // ['MANAGER', 'ACCOUNTANT'] as a rule
  new RegExp(`\\beq\\([^)]*,\\s*${lit}`), // eq(roles.name, 'MANAGER')
  new RegExp(`\\bcase\\s+${lit}`),
  /\bhasRole\(/,
  new RegExp(`ROLE_IDS\\s*(?:\\.\\s*${role}\\b|\\[\\s*${lit})`), // a fixed role's id
];

const isRoleCheck = (line: string) => COMPARISONS.some((re) => re.test(line));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

function roleChecks() {
  const found: string[] = [];
  for (const tree of TREES)
    for (const file of sourceFiles(join(root, tree))) {
      const path = relative(root, file);
      if (Object.keys(ALLOWED).some((a) => path.startsWith(a))) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (isRoleCheck(line)) found.push(`${path}:${i + 1}: ${line.trim()}`);
        });
    }
  return found;
}

describe('rules ask capabilities, not role names', () => {
  it('no code outside the role table compares a role name or id', () => {
    expect(roleChecks()).toEqual([]);
  });

  it('allows only places that exist', () => {
    const entries = TREES.flatMap((t) => sourceFiles(join(root, t)).map((f) => relative(root, f)));
    for (const allowed of Object.keys(ALLOWED)) expect(entries.some((e) => e.startsWith(allowed))).toBe(true);
  });

  it('recognises each shape of role comparison, and not a mere mention', () => {
    for (const line of [
      "if (ctx.roles.includes('MANAGER')) {",
      "const isManager = current.roles.some((r) => r.name === 'MANAGER');",
      "export const ALL_DRIVERS_ROLES: readonly RoleName[] = ['MANAGER', 'ACCOUNTANT'];",
      "const ADMIN_ROLES = new Set(['MANAGER', 'SUPERADMIN']);",
      "{ id: 'users', label: 'Users', roles: ['MANAGER'] },",
      "eq(roles.name, 'MANAGER'),",
      'join user_roles r on r.role_id = { ROLE_IDS.DISPATCHER }',
      "const superadmin = hasRole(roleNamesOf(user), 'SUPERADMIN');",
      "case 'ACCOUNTANT':",
    ])
      expect(isRoleCheck(line), line).toBe(true);
    for (const line of [
      "role: 'DISPATCHER' | 'TRACK_AND_TRACE',",
      "const [user] = await companyUsersWithRole(tx, companyId, 'DISPATCHER', id);",
      "if (caps.has('loads_all_drivers')) return;",
      'MANAGER: 2,',
    ])
      expect(isRoleCheck(line), line).toBe(false);
  });
});
