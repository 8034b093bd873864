import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Statement } from '@tms/domain';
import { Link as RouterLink, useParams } from 'react-router';
import { errorText } from '../../app/api/api-error';
import { useSession } from '../../app/session/use-session';
import { MENU_ICONS } from '../../app/shell/menu-icons';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { useDocumentTitle } from '../../components/use-document-title';
import { useStatement } from './api/get-statement';
import { StatementActionDialogs } from './components/statement-action-dialogs';
import { StatementHeader } from './components/statement-header';
import { StatementLineSections } from './components/statement-line-sections';
import { StatementTotals } from './components/statement-totals';
import { useStatementChanges } from './components/use-statement-changes';

const BACK = '/app/accounting/driver-statements';

/** One statement: every line grouped, editing while a draft, approve, pay, reopen, the PDF and its e-mail. */
export function DriverStatementPage() {
  const { statementId } = useParams();
  const id = /^\d+$/.test(statementId ?? '') ? Number(statementId) : null;
  const { capabilities } = useSession();
  const query = useStatement(capabilities.has('driver_statements') ? id : null);
  useDocumentTitle(query.data ? `Statement #${query.data.id} · ${query.data.driver_name}` : 'Driver Statement');
  if (!capabilities.has('driver_statements') || id === null || query.isError) {
    return (
      <>
        <PageHeader title="Driver Statement" />
        <EmptyState
          icon={MENU_ICONS['driver-statements']}
          title={capabilities.has('driver_statements') ? 'Statement not found' : 'No access to driver statements'}
          description={
            query.isError ? errorText(query.error) : 'It may have been deleted, or the link is not complete.'
          }
          action={
            <Button component={RouterLink} to={BACK}>
              Back to statements
            </Button>
          }
        />
      </>
    );
  }
  if (!query.data) return <PageLoader />;
  return <StatementView statement={query.data} />;
}

/** The statement's page once loaded: header and toolbar, totals, lines, and the dialogs of its changes. */
function StatementView({ statement: s }: { statement: Statement }) {
  const changes = useStatementChanges(s);
  const { setOpen, run } = changes;
  return (
    <Stack spacing={2.5} sx={{ pb: 4 }}>
      <StatementHeader
        statement={s}
        back={BACK}
        onOpen={(kind) => setOpen({ kind })}
        onPdf={(show) => void changes.pdf(show)}
      />
      {changes.conflict !== null && (
        <Alert severity="warning" role="alert" action={changes.conflictAction}>
          {errorText(changes.conflict)}
        </Alert>
      )}
      <StatementTotals statement={s} />
      <StatementLineSections
        statement={s}
        onExclude={(line) => setOpen({ kind: 'exclude', line })}
        onAddLine={() => setOpen({ kind: 'add' })}
        onSaveLine={(line, v, version) =>
          run({ id: s.id, version, kind: 'update-line', lineId: line.id, ...v }, 'Line updated')
        }
        onRemoveLine={(line) => setOpen({ kind: 'remove', line })}
        onReload={changes.reload}
      />
      <StatementActionDialogs statement={s} changes={changes} />
    </Stack>
  );
}
