import type { statementEmail } from '@tms/domain';
import type { z } from 'zod';
import type { AppDb } from '../../db/client';
import { withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { requireCompany } from '../../lib/scope';
import { invalidField } from '../../lib/validation';
import { audit } from '../audit/audit.service';
import type { MailService } from '../mail/mail.service';
import type { DriverStatementsService } from './driver-statements.service';
import { renderStatementPdf } from './statement-pdf';

/** The statement's PDF, and its e-mail to the driver through the outbox. */
export function createStatementDocuments(deps: { db: AppDb; statements: DriverStatementsService; mail: MailService }) {
  const render = async (ctx: Ctx, id: number) => {
    const { statement, company } = await deps.statements.forDocument(ctx, id);
    const bytes = await renderStatementPdf(statement, {
      name: company?.name ?? 'TMS',
      address: company?.address ?? null,
      phone_number: company?.phone_number ?? null,
      mc_number: company?.mc_number ?? null,
      dot_number: company?.dot_number ?? null,
    });
    const filename = `statement-${statement.id}-${statement.period_end}.pdf`;
    return { statement, filename, bytes };
  };
  return {
    async pdf(ctx: Ctx, id: number) {
      const { filename, bytes } = await render(ctx, id);
      return { filename, bytes };
    },

    async email(ctx: Ctx, id: number, input: z.output<typeof statementEmail>) {
      const companyId = requireCompany(ctx);
      const { statement, filename, bytes } = await render(ctx, id);
      const to = input.to ?? statement.driver_email;
      if (!to) throw invalidField('to', 'The driver has no e-mail address: enter one');
      await withTenant(deps.db, companyId, async (tx) => {
        await deps.mail.send(tx, {
          to,
          companyId,
          content: {
            kind: 'driver_statement',
            name: statement.driver_name,
            period_start: statement.period_start,
            period_end: statement.period_end,
            net_pay: statement.payable,
            carry_over: statement.carry_over,
          },
          attachments: [{ filename, content_type: 'application/pdf', bytes }],
        });
        await audit(tx, ctx, { action: 'email', entity: 'driver_statement', entityId: id, detail: { to } });
      });
      return { to };
    },
  };
}

export type StatementDocuments = ReturnType<typeof createStatementDocuments>;
