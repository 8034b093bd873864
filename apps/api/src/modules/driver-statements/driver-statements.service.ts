import {
  ACCESSORIAL_KIND_LABELS,
  type AccessorialKind,
  csvRow,
  dayIn,
  escrowDeduction,
  formatDate,
  formatUsd,
  fromCents,
  type LineKind,
  lineGroup,
  loadPay,
  STATEMENT_MESSAGES as M,
  occurrencesInPeriod,
  type PayRule,
  type PayType,
  paymentDateProblem,
  previousWeek,
  type RecurringSchedule,
  recurringDeduction,
  type Statement,
  type StatementLine,
  type StatementStatus,
  type StatementSummary,
  splitCents,
  type statementBulkApprove,
  type statementExcludeLoad,
  type statementGenerate,
  type statementLineInput,
  type statementLineUpdate,
  type statementListQuery,
  type statementPay,
  type statementReopen,
  statementTotals,
  teamLoadPay,
  toCents,
} from '@tms/domain';
import type { z } from 'zod';
import type { AppDb } from '../../db/client';
import { withCompany, withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { requireCompany } from '../../lib/scope';
import { invalidField } from '../../lib/validation';
import { audit } from '../audit/audit.service';
import { companyLetterhead } from '../companies/companies.service';
import * as repo from './driver-statements.repo';

type ListQuery = z.output<typeof statementListQuery>;
type Summary = NonNullable<Awaited<ReturnType<typeof repo.findStatement>>>;
type ProfileRow = Awaited<ReturnType<typeof repo.payProfiles>>[number];
type LoadRow = Awaited<ReturnType<typeof repo.loadsToPay>>[number];

const day = (d: Date | string | null) => (d === null ? null : typeof d === 'string' ? d : d.toISOString());

export function toSummary(r: Summary): StatementSummary {
  const s = r.statement;
  const totals = statementTotalsOf(s);
  return {
    id: s.id,
    driver_id: s.driver_id,
    driver_name: r.driver_name,
    driver_type: r.driver_type,
    period_start: s.period_start,
    period_end: s.period_end,
    status: s.status as StatementStatus,
    ...totals,
    payment_date: s.payment_date,
    payment_reference: s.payment_reference,
    version: s.version,
    created_at: s.created_at.toISOString(),
    updated_at: s.updated_at.toISOString(),
  };
}

function statementTotalsOf(s: repo.StatementRow) {
  const net = s.net_cents;
  return {
    earnings: fromCents(s.earnings_cents),
    additions: fromCents(s.additions_cents),
    deductions: fromCents(s.deductions_cents),
    net: fromCents(net),
    payable: fromCents(net > 0n ? net : 0n),
    carry_over: fromCents(net < 0n ? -net : 0n),
  };
}

function toLine(l: repo.LineRow): StatementLine {
  const kind = l.kind as LineKind;
  return {
    id: l.id,
    kind,
    group: lineGroup(kind),
    description: l.description,
    amount: fromCents(l.amount_cents),
    source: l.source as 'generated' | 'manual',
    line_date: l.line_date,
    load_id: l.load_id,
    fuel_transaction_id: l.fuel_transaction_id,
    recurring_charge_id: l.recurring_charge_id,
    carried_statement_id: l.carried_statement_id,
    balance_after: l.balance_after_cents === null ? null : fromCents(l.balance_after_cents),
    details: (l.details as Record<string, unknown> | null) ?? null,
  };
}

/** The profile in force on a day: the latest one effective on or before it (profiles come newest first). */
function ruleOn(profiles: ProfileRow[], driverId: number, onDay: string): (PayRule & { deduct_def: boolean }) | null {
  const p = profiles.find((x) => x.driver_id === driverId && x.effective_date <= onDay);
  return p ? { pay_type: p.pay_type as PayType, rate: p.rate, deduct_def: p.deduct_def } : null;
}

const place = (city: string | null, state: string | null) => [city, state].filter(Boolean).join(', ') || '—';

/** The share of a team split a driver gets, "60.00" for the primary of a 60/40 team. */
const shareOf = (primarySplit: string, isSecondary: boolean) =>
  fromCents(isSecondary ? 10_000n - toCents(primarySplit) : toCents(primarySplit));

/**
 * A driver pay typed on the load (decision 0197) is what the load pays, whatever the profile says;
 * a team splits it by the load's split as its accessorials are (decision 0198).
 */
function typedPay(load: LoadRow, typed: string, isSecondary: boolean) {
  const full = toCents(typed);
  const note = `Pay set on the load: ${formatUsd(typed)}`;
  const primarySplit = load.is_team_load && load.secondary_driver_id !== null ? load.team_pay_split_primary : null;
  if (primarySplit === null) return { own: null, amount: full, split: null, note };
  const [a, b] = splitCents(full, primarySplit);
  const split = shareOf(primarySplit, isSecondary);
  return { own: null, amount: isSecondary ? b : a, split, note: `${note} · team ${split.replace(/\.00$/, '')}%` };
}

/** The driver's pay of a load from the pay profiles in force on its delivery day (decision 0110). */
function profilePay(driverId: number, load: LoadRow, profiles: ProfileRow[]) {
  const own = ruleOn(profiles, driverId, load.last_delivery_date ?? '');
  const isSecondary = load.secondary_driver_id === driverId && load.driver_id !== driverId;
  const team = load.is_team_load && load.secondary_driver_id !== null && load.team_pay_split_primary !== null;
  if (!own) return { own, amount: 0n, split: null, note: 'No pay profile in force on the delivery date' };
  if (!team || load.driver_id === null || load.secondary_driver_id === null) {
    return { own, amount: loadPay(own, load), split: null, note: null };
  }
  const partner =
    ruleOn(profiles, isSecondary ? load.driver_id : load.secondary_driver_id, load.last_delivery_date ?? '') ?? own;
  const primarySplit = load.team_pay_split_primary ?? '100';
  const [a, b] = teamLoadPay({
    load,
    primary: isSecondary ? partner : own,
    secondary: isSecondary ? own : partner,
    primarySplit,
  });
  return { own, amount: isSecondary ? b : a, split: shareOf(primarySplit, isSecondary), note: null };
}

function loadLine(
  ctx: { companyId: number; statementId: number; driverId: number },
  load: LoadRow,
  profiles: ProfileRow[],
): repo.NewLine {
  const typed = load.rate_dispatched_manual ? load.rate_dispatched : null;
  const isSecondary = load.secondary_driver_id === ctx.driverId && load.driver_id !== ctx.driverId;
  const pay = typed !== null ? typedPay(load, typed, isSecondary) : profilePay(ctx.driverId, load, profiles);
  const { own, amount, split } = pay;
  const origin = place(load.first_pickup_city, load.first_pickup_state);
  const destination = place(load.last_delivery_city, load.last_delivery_state);
  return {
    company_id: ctx.companyId,
    statement_id: ctx.statementId,
    driver_id: ctx.driverId,
    kind: 'load_pay',
    description: `Load ${load.load_number}: ${origin} → ${destination}`.slice(0, 255),
    amount_cents: amount,
    source: 'generated',
    line_date: load.last_delivery_date,
    load_id: load.id,
    details: {
      load_number: load.load_number,
      origin,
      destination,
      delivery_date: load.last_delivery_date,
      loaded_miles: load.loaded_miles,
      empty_miles: load.empty_miles,
      rate_booked: load.rate_booked,
      pay_type: own?.pay_type ?? null,
      pay_rate: own?.rate ?? null,
      team_split: split,
      ...(pay.note ? { note: pay.note } : {}),
    },
  };
}

type PaidAccessorial = Awaited<ReturnType<typeof repo.paidAccessorials>>[number];

/**
 * The accessorials a load pays the driver (decision 0198) as earning lines of their own, named by
 * the load and the kind; on a team load each driver gets their split, as the load pay is split.
 */
function accessorialLines(
  ctx: { companyId: number; statementId: number; driverId: number },
  load: LoadRow,
  paid: PaidAccessorial[],
): repo.NewLine[] {
  const isSecondary = load.secondary_driver_id === ctx.driverId && load.driver_id !== ctx.driverId;
  const split = load.is_team_load && load.secondary_driver_id !== null ? load.team_pay_split_primary : null;
  return paid
    .filter((a) => a.load_id === load.id)
    .map((a) => {
      const full = toCents(a.amount);
      const [primary, secondary] = split ? splitCents(full, split) : [full, 0n];
      const label = ACCESSORIAL_KIND_LABELS[a.kind as AccessorialKind];
      return {
        company_id: ctx.companyId,
        statement_id: ctx.statementId,
        driver_id: ctx.driverId,
        kind: 'load_pay',
        description: `Load ${load.load_number}: ${label}${a.description ? ` (${a.description})` : ''}`.slice(0, 255),
        amount_cents: isSecondary ? secondary : primary,
        source: 'generated',
        line_date: load.last_delivery_date,
        // The load's pay line holds the load (one line per load and driver); this one names it in its details.
        load_id: null,
        details: {
          load_number: load.load_number,
          origin: place(load.first_pickup_city, load.first_pickup_state),
          destination: place(load.last_delivery_city, load.last_delivery_state),
          delivery_date: load.last_delivery_date,
          note: `${label} (accessorial)`,
          accessorial_load_id: load.id,
          accessorial_id: a.id,
          accessorial_kind: a.kind,
          accessorial_amount: a.amount,
          team_split: split ? (isSecondary ? fromCents(10_000n - toCents(split)) : fromCents(toCents(split))) : null,
        },
      };
    });
}

/** Builds the generated lines of a statement: loads, fuel and advances, recurring charges, escrow, carry-over. */
async function buildLines(
  tx: AppDb,
  companyId: number,
  s: { id: number; driver_id: number; period_start: string; period_end: string },
  driverType: string,
): Promise<repo.NewLine[]> {
  const base = { companyId, statementId: s.id, driverId: s.driver_id };
  const common = { company_id: companyId, statement_id: s.id, driver_id: s.driver_id, source: 'generated' as const };
  const period = { companyId, driverId: s.driver_id, periodStart: s.period_start, periodEnd: s.period_end };
  const excluded = new Set(await repo.excludedLoadIds(tx, { companyId, statementId: s.id }));
  const loads = (await repo.loadsToPay(tx, period)).filter((l) => !excluded.has(l.id));
  const partnerIds = loads.flatMap((l) => [l.driver_id, l.secondary_driver_id]).filter((x): x is number => x !== null);
  const profiles = await repo.payProfiles(tx, { companyId, driverIds: [...new Set([s.driver_id, ...partnerIds])] });
  const paid = await repo.paidAccessorials(tx, { companyId, loadIds: loads.map((l) => l.id) });
  const lines: repo.NewLine[] = loads.flatMap((l) => [loadLine(base, l, profiles), ...accessorialLines(base, l, paid)]);

  const ownerOperator = driverType === 'owner_operator';
  const deductDef = ruleOn(profiles, s.driver_id, s.period_end)?.deduct_def ?? false;
  const categories = [
    'cash_advance',
    ...(ownerOperator ? ['fuel'] : []),
    ...(ownerOperator && deductDef ? ['def'] : []),
  ];
  for (const f of await repo.fuelToDeduct(tx, { ...period, categories })) {
    const advance = f.item_category === 'cash_advance';
    lines.push({
      ...common,
      kind: advance ? 'cash_advance' : 'fuel',
      description:
        `${advance ? 'Cash advance' : f.purchased_item}${f.location_city ? ` at ${place(f.location_city, f.location_state)}` : ''}`.slice(
          0,
          255,
        ),
      amount_cents: toCents(f.total_amount) < 0n ? 0n : toCents(f.total_amount),
      line_date: f.transaction_date,
      fuel_transaction_id: f.id,
      details: { purchased_item: f.purchased_item, quantity: f.unit_quantity },
    });
  }

  const charges = await repo.chargesForPeriod(tx, { companyId, driverId: s.driver_id, periodEnd: s.period_end });
  const before = new Map(
    (
      await repo.chargeTotalsBefore(tx, {
        companyId,
        chargeIds: charges.map((c) => c.id),
        before: s.period_start,
        exceptStatementId: s.id,
      })
    ).map((r) => [r.charge_id, BigInt(r.total)]),
  );
  for (const c of charges) {
    const occurrences = occurrencesInPeriod(
      { ...c, schedule: c.schedule as RecurringSchedule },
      s.period_start,
      s.period_end,
    );
    if (occurrences === 0) continue;
    const deducted = before.get(c.id) ?? 0n;
    if (c.kind === 'escrow') {
      const { deduction, balance_after } = escrowDeduction(
        c.amount_cents * BigInt(occurrences),
        c.target_balance_cents ?? 0n,
        c.opening_balance_cents + deducted,
      );
      if (deduction === 0n) continue;
      lines.push({
        ...common,
        kind: 'escrow',
        description: c.description,
        amount_cents: deduction,
        recurring_charge_id: c.id,
        balance_after_cents: balance_after,
      });
    } else {
      const balance = c.total_balance_cents === null ? null : c.total_balance_cents - deducted;
      const { deduction, balance_after } = recurringDeduction(c.amount_cents, occurrences, balance);
      if (deduction === 0n) continue;
      lines.push({
        ...common,
        kind: 'recurring',
        description: c.description,
        amount_cents: deduction,
        recurring_charge_id: c.id,
        balance_after_cents: balance_after,
      });
    }
  }

  for (const n of await repo.uncarriedNegatives(tx, { companyId, driverId: s.driver_id, before: s.period_start })) {
    lines.push({
      ...common,
      kind: 'carry_over',
      description: `Balance from statement #${n.id} (period ending ${formatDate(n.period_end)})`,
      amount_cents: -n.net_cents,
      carried_statement_id: n.id,
    });
  }
  return lines;
}

async function refreshTotals(tx: AppDb, companyId: number, statementId: number) {
  const lines = await repo.listLines(tx, { companyId, statementId });
  const t = statementTotals(lines.map((l) => ({ kind: l.kind as LineKind, amount: l.amount_cents })));
  return repo.updateStatement(
    tx,
    { companyId, id: statementId },
    { earnings_cents: t.earnings, additions_cents: t.additions, deductions_cents: t.deductions, net_cents: t.net },
  );
}

async function detail(tx: AppDb, companyId: number, id: number): Promise<Statement> {
  const row = await repo.findStatement(tx, { companyId, id });
  if (!row) throw notFound(M.notFound);
  const s = row.statement;
  const lines = await repo.listLines(tx, { companyId, statementId: id });
  const exclusions = await repo.listExclusions(tx, { companyId, statementId: id });
  const ytd = await repo.yearToDate(tx, {
    companyId,
    driverId: s.driver_id,
    yearStart: `${s.period_end.slice(0, 4)}-01-01`,
    upTo: s.period_end,
    statementId: id,
  });
  const escrow = lines.filter((l) => l.kind === 'escrow' && l.balance_after_cents !== null);
  return {
    ...toSummary(row),
    driver_email: row.driver_email,
    approved_at: day(s.approved_at),
    paid_at: day(s.paid_at),
    lines: lines.map(toLine),
    exclusions: exclusions.map((e) => ({ ...e, created_at: e.created_at.toISOString() })),
    ytd_gross: fromCents(ytd.gross),
    ytd_net: fromCents(ytd.net),
    escrow_balance: escrow.length
      ? fromCents(escrow.reduce((sum, l) => sum + (l.balance_after_cents ?? 0n), 0n))
      : null,
  };
}

/** After a change to a statement's lines: its totals again, the audit entry and the statement as it now reads. */
async function linesChanged(
  tx: AppDb,
  ctx: Ctx,
  companyId: number,
  id: number,
  action: string,
  change?: Record<string, unknown>,
) {
  await refreshTotals(tx, companyId, id);
  await audit(tx, ctx, { action, entity: 'driver_statement', entityId: id, detail: change });
  return detail(tx, companyId, id);
}

type DriverToPay = { id: number; name: string; driver_type: string; is_active: boolean };

/**
 * Generates draft statements for a period, one driver after the other in driver order, each
 * under the driver's lock: a generation running at the same time waits, then finds the
 * statement or the loads taken. Runs in the caller's transaction (the demo seed calls it too).
 */
export async function generateIn(
  tx: AppDb,
  actor: { companyId: number; userId: number | null },
  period: { period_start: string; period_end: string },
  drivers: DriverToPay[],
) {
  const { companyId } = actor;
  const created: StatementSummary[] = [];
  const skipped: { driver_id: number; driver_name: string; reason: string }[] = [];
  for (const d of drivers) {
    if (!d.is_active) {
      skipped.push({ driver_id: d.id, driver_name: d.name, reason: 'Driver is inactive' });
      continue;
    }
    await repo.lockDriver(tx, { companyId, driverId: d.id });
    const existing = await repo.findStatementOverlapping(tx, {
      companyId,
      driverId: d.id,
      periodStart: period.period_start,
      periodEnd: period.period_end,
    });
    if (existing) {
      skipped.push({
        driver_id: d.id,
        driver_name: d.name,
        reason:
          existing.period_start === period.period_start && existing.period_end === period.period_end
            ? `Already has a ${existing.status} statement for this period`
            : `Already has a ${existing.status} statement for ${existing.period_start} to ${existing.period_end}, which overlaps this period`,
      });
      continue;
    }
    const s = await repo.insertStatement(tx, {
      company_id: companyId,
      driver_id: d.id,
      ...period,
      created_by: actor.userId,
    });
    await repo.insertLines(tx, await buildLines(tx, companyId, s, d.driver_type));
    await refreshTotals(tx, companyId, s.id);
    const row = await repo.findStatement(tx, { companyId, id: s.id });
    if (row) created.push(toSummary(row));
  }
  return { created, skipped };
}

/** Moves statements along for the demo seed: approved, or paid on a day with a reference. */
export async function settleIn(
  tx: AppDb,
  actor: { companyId: number; userId: number | null },
  id: number,
  payment: { payment_date: string; payment_reference: string } | null,
) {
  const at = new Date();
  await repo.updateStatement(
    tx,
    { companyId: actor.companyId, id },
    payment
      ? { status: 'paid', approved_at: at, approved_by: actor.userId, ...payment, paid_at: at, paid_by: actor.userId }
      : { status: 'approved', approved_at: at, approved_by: actor.userId },
  );
}

/** The active drivers of a company, for generation. */
export const activeDriversIn = (tx: AppDb, companyId: number) => repo.activeDrivers(tx, { companyId });

/**
 * Locks a statement for a change and, when the caller sent the version it saw, checks that no one
 * changed it since (decision 0112): the stale write answers 409 before any other rule.
 */
async function lockCurrent(tx: AppDb, companyId: number, id: number, version: number | undefined) {
  if (!(await repo.lockStatement(tx, { companyId, id }))) throw notFound(M.notFound);
  const row = await repo.findStatement(tx, { companyId, id });
  if (!row) throw notFound(M.notFound);
  if (version !== undefined && version !== row.statement.version) throw conflict(M.stale);
  return row.statement;
}

/** The company's today, in its own time zone (decision 0010). */
async function companyToday(tx: AppDb, companyId: number) {
  const company = await repo.companyOf(tx, { companyId });
  return dayIn(company?.time_zone ?? 'UTC');
}

/** Locks a statement for a change and checks it is a draft (and, when sent, the version seen). */
async function lockDraft(tx: AppDb, companyId: number, id: number, version?: number) {
  const statement = await lockCurrent(tx, companyId, id, version);
  if (statement.status !== 'draft') throw conflict(M.notDraft);
  return statement;
}

export function createDriverStatementsService(db: AppDb) {
  return {
    list(ctx: Ctx, q: ListQuery) {
      const companyId = requireCompany(ctx);
      const filter = {
        companyId,
        periodStart: q.period_start,
        periodEnd: q.period_end,
        status: q.status,
        driverId: q.driver_id,
      };
      return withTenant(db, companyId, (tx) =>
        paged(
          'statements',
          { rows: () => repo.listStatements(tx, filter, q), total: () => repo.countStatements(tx, filter) },
          toSummary,
        ),
      );
    },

    stats(ctx: Ctx, q: { period_start?: string | null; period_end?: string | null; driver_id?: number }) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const rows = await repo.statementTotalsByStatus(tx, {
          companyId,
          periodStart: q.period_start,
          periodEnd: q.period_end,
          driverId: q.driver_id,
        });
        const by = new Map(rows.map((r) => [r.status, r]));
        return {
          totals: (['draft', 'approved', 'paid'] as const).map((status) => ({
            status,
            count: by.get(status)?.count ?? 0,
            net: fromCents(BigInt(by.get(status)?.net ?? '0')),
            payable: fromCents(BigInt(by.get(status)?.payable ?? '0')),
          })),
        };
      });
    },

    get(ctx: Ctx, id: number) {
      return withCompany(db, ctx, (tx, companyId) => detail(tx, companyId, id));
    },

    /**
     * Generates draft statements for a period, one driver after the other in driver order, each
     * under the driver's lock: a generation running at the same time waits, then finds the
     * statement or the loads taken.
     */
    generate(ctx: Ctx, input: z.output<typeof statementGenerate>) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const period =
          input.period_start && input.period_end
            ? { period_start: input.period_start, period_end: input.period_end }
            : previousWeek(await companyToday(tx, companyId));
        const ids = input.driver_ids ? [...new Set(input.driver_ids)] : undefined;
        const drivers = await repo.activeDrivers(tx, { companyId, ids });
        if (ids && drivers.length !== ids.length) throw notFound(M.driverNotFound);
        if (drivers.length === 0) throw conflict(M.noDrivers);
        const { created, skipped } = await generateIn(tx, { companyId, userId: ctx.userId }, period, drivers);
        await audit(tx, ctx, {
          action: 'generate',
          entity: 'driver_statement',
          detail: { ...period, created: created.map((c) => c.id), skipped: skipped.length },
        });
        return { ...period, created, skipped };
      });
    },

    regenerate(ctx: Ctx, id: number, version?: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const s = await lockDraft(tx, companyId, id, version);
        await repo.lockDriver(tx, { companyId, driverId: s.driver_id });
        const row = await repo.findStatement(tx, { companyId, id });
        await repo.deleteGeneratedLines(tx, { companyId, statementId: id });
        await repo.insertLines(tx, await buildLines(tx, companyId, s, row?.driver_type ?? 'company_driver'));
        return linesChanged(tx, ctx, companyId, id, 'regenerate');
      });
    },

    addLine(ctx: Ctx, id: number, input: z.output<typeof statementLineInput>) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const s = await lockDraft(tx, companyId, id, input.version);
        await repo.insertLines(tx, [
          {
            company_id: companyId,
            statement_id: id,
            driver_id: s.driver_id,
            kind: input.kind,
            description: input.description,
            amount_cents: toCents(input.amount),
            source: 'manual',
            line_date: input.line_date ?? null,
            created_by: ctx.userId,
          },
        ]);
        return linesChanged(tx, ctx, companyId, id, 'add_line', { kind: input.kind, amount: input.amount });
      });
    },

    updateLine(ctx: Ctx, id: number, lineId: number, input: z.output<typeof statementLineUpdate>) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await lockDraft(tx, companyId, id, input.version);
        const line = (await repo.listLines(tx, { companyId, statementId: id })).find((l) => l.id === lineId);
        if (!line) throw notFound(M.lineNotFound);
        if (line.kind === 'load_pay' || line.kind === 'carry_over') throw conflict(M.lineLocked);
        await repo.updateLine(
          tx,
          { companyId, statementId: id, id: lineId },
          {
            ...(input.description !== undefined ? { description: input.description } : {}),
            ...(input.amount !== undefined ? { amount_cents: toCents(input.amount) } : {}),
          },
        );
        return linesChanged(tx, ctx, companyId, id, 'update_line', {
          line: lineId,
          from: fromCents(line.amount_cents),
          to: input.amount ?? fromCents(line.amount_cents),
        });
      });
    },

    removeLine(ctx: Ctx, id: number, lineId: number, version?: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await lockDraft(tx, companyId, id, version);
        const line = (await repo.listLines(tx, { companyId, statementId: id })).find((l) => l.id === lineId);
        if (!line) throw notFound(M.lineNotFound);
        if (line.kind === 'load_pay' || line.kind === 'carry_over') throw conflict(M.lineLocked);
        await repo.deleteLine(tx, { companyId, statementId: id, id: lineId });
        return linesChanged(tx, ctx, companyId, id, 'remove_line', {
          kind: line.kind,
          description: line.description,
          amount: fromCents(line.amount_cents),
        });
      });
    },

    excludeLoad(ctx: Ctx, id: number, input: z.output<typeof statementExcludeLoad>) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await lockDraft(tx, companyId, id, input.version);
        const removed = await repo.deleteLoadLines(tx, { companyId, statementId: id, loadId: input.load_id });
        if (removed.length === 0) throw notFound(M.loadNotOnStatement);
        await repo.insertExclusion(tx, {
          company_id: companyId,
          statement_id: id,
          load_id: input.load_id,
          reason: input.reason,
          created_by: ctx.userId,
        });
        return linesChanged(tx, ctx, companyId, id, 'exclude_load', { load_id: input.load_id, reason: input.reason });
      });
    },

    approve(ctx: Ctx, id: number, version?: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await lockDraft(tx, companyId, id, version);
        await repo.updateStatement(
          tx,
          { companyId, id, status: 'draft' },
          { status: 'approved', approved_at: new Date(), approved_by: ctx.userId },
        );
        await audit(tx, ctx, { action: 'approve', entity: 'driver_statement', entityId: id });
        return detail(tx, companyId, id);
      });
    },

    bulkApprove(ctx: Ctx, input: z.output<typeof statementBulkApprove>) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const approved: number[] = [];
        const skipped: { id: number; reason: string }[] = [];
        for (const id of [...new Set(input.ids)].sort((a, b) => a - b)) {
          if (!(await repo.lockStatement(tx, { companyId, id }))) {
            skipped.push({ id, reason: M.notFound });
            continue;
          }
          const row = await repo.updateStatement(
            tx,
            { companyId, id, status: 'draft' },
            { status: 'approved', approved_at: new Date(), approved_by: ctx.userId },
          );
          if (row) approved.push(id);
          else skipped.push({ id, reason: M.alreadyApproved });
        }
        await audit(tx, ctx, { action: 'approve', entity: 'driver_statement', detail: { ids: approved } });
        return { approved, skipped };
      });
    },

    pay(ctx: Ctx, id: number, { version, ...payment }: z.output<typeof statementPay>) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const statement = await lockCurrent(tx, companyId, id, version);
        if (statement.status !== 'approved') throw conflict(M.notApproved);
        const problem = paymentDateProblem(
          payment.payment_date,
          statement.period_start,
          await companyToday(tx, companyId),
        );
        if (problem) throw invalidField('payment_date', problem);
        const row = await repo.updateStatement(
          tx,
          { companyId, id, status: 'approved' },
          { status: 'paid', ...payment, paid_at: new Date(), paid_by: ctx.userId },
        );
        if (!row) throw conflict(M.notApproved);
        await audit(tx, ctx, { action: 'pay', entity: 'driver_statement', entityId: id, detail: payment });
        return detail(tx, companyId, id);
      });
    },

    reopen(ctx: Ctx, id: number, { version, ...input }: z.output<typeof statementReopen>) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await lockCurrent(tx, companyId, id, version);
        const carried = await repo.findCarryLine(tx, { companyId, carriedStatementId: id });
        if (carried) throw conflict(M.carriedLater);
        const row = await repo.updateStatement(
          tx,
          { companyId, id, status: 'approved' },
          { status: 'draft', approved_at: null, approved_by: null },
        );
        if (!row) throw conflict(M.reopenNotApproved);
        await audit(tx, ctx, { action: 'reopen', entity: 'driver_statement', entityId: id, detail: input });
        return detail(tx, companyId, id);
      });
    },

    remove(ctx: Ctx, id: number, version?: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await lockDraft(tx, companyId, id, version);
        await repo.deleteStatement(tx, { companyId, id });
        await audit(tx, ctx, { action: 'delete', entity: 'driver_statement', entityId: id });
      });
    },

    /** The payroll export of a period: one row per statement, amounts as exact decimals. */
    exportCsv(ctx: Ctx, q: { period_start: string; period_end: string }) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const rows = await repo.statementsForExport(tx, {
          companyId,
          periodStart: q.period_start,
          periodEnd: q.period_end,
        });
        const header = csvRow([
          'statement_id',
          'driver_id',
          'driver_name',
          'driver_type',
          'period_start',
          'period_end',
          'status',
          'earnings',
          'additions',
          'deductions',
          'net',
          'payable',
          'carry_over',
          'payment_date',
          'payment_reference',
        ]);
        const body = rows.map((r) => {
          const s = toSummary(r);
          return csvRow([
            s.id,
            s.driver_id,
            s.driver_name,
            s.driver_type,
            s.period_start,
            s.period_end,
            s.status,
            s.earnings,
            s.additions,
            s.deductions,
            s.net,
            s.payable,
            s.carry_over,
            s.payment_date,
            s.payment_reference,
          ]);
        });
        return `${[header, ...body].join('\r\n')}\r\n`;
      });
    },

    /** The statement with its company, for the PDF and the e-mail. */
    forDocument(ctx: Ctx, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => ({
        statement: await detail(tx, companyId, id),
        company: await companyLetterhead(tx, companyId),
      }));
    },
  };
}

export type DriverStatementsService = ReturnType<typeof createDriverStatementsService>;
