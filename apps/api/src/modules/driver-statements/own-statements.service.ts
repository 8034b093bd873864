import type { StatementSummary } from '@tms/domain';
import type { AppDb } from '../../db/client';
import * as repo from './driver-statements.repo';
import { toSummary } from './driver-statements.service';

/* A driver's own pay statements, as the driver app shows them (issue 36): issued ones only. */

/** About two years of weekly statements. */
const ISSUED_SHOWN = 104;

/** The driver's approved and paid statements, newest first, in the caller's transaction. */
export async function issuedStatementsOf(
  tx: AppDb,
  where: { companyId: number; driverId: number },
): Promise<StatementSummary[]> {
  return (await repo.listIssuedStatements(tx, where, ISSUED_SHOWN)).map(toSummary);
}

/** Whether the statement is the driver's own and issued (a draft is still being worked on). */
export async function isIssuedStatementOf(tx: AppDb, where: { companyId: number; driverId: number; id: number }) {
  const row = await repo.findStatement(tx, { companyId: where.companyId, id: where.id });
  return row?.statement.driver_id === where.driverId && row.statement.status !== 'draft';
}
