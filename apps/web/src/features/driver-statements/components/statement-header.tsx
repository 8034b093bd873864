import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formatDate, type Statement } from '@tms/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { StatementStatusChip } from './statement-status-chip';

/** The dialogs a toolbar button opens. */
export type ToolbarStep = 'pay' | 'reopen' | 'email' | 'approve' | 'delete' | 'regenerate';
/** A button of the statement's toolbar; `main` is the step the statement waits for. */
type ToolbarButton = { label: string; icon: ReactNode; onClick: () => void; main?: boolean; danger?: boolean };

interface Props {
  statement: Statement;
  /** Where the back button leads: the list of statements. */
  back: string;
  onOpen: (step: ToolbarStep) => void;
  /** Shows the PDF in a new tab, or downloads it. */
  onPdf: (show: boolean) => void;
}

/** The statement's title, status and period, and the toolbar of the steps its status allows. */
export function StatementHeader({ statement: s, back, onOpen, onPdf }: Props) {
  const opens = (step: ToolbarStep) => () => onOpen(step);
  const toolbar: ToolbarButton[] = [
    { label: 'Preview PDF', icon: <VisibilityOutlined />, onClick: () => onPdf(true) },
    { label: 'Download PDF', icon: <PictureAsPdfOutlined />, onClick: () => onPdf(false) },
    { label: 'E-mail', icon: <EmailOutlined />, onClick: opens('email') },
    ...(s.status === 'draft'
      ? [
          { label: 'Delete', icon: <DeleteOutlined />, onClick: opens('delete'), danger: true },
          { label: 'Regenerate', icon: <AutorenewOutlined />, onClick: opens('regenerate') },
          { label: 'Approve', icon: <CheckCircleOutlined />, onClick: opens('approve'), main: true },
        ]
      : []),
    ...(s.status === 'approved'
      ? [
          { label: 'Reopen', icon: <LockOpenOutlined />, onClick: opens('reopen') },
          { label: 'Mark paid', icon: <PaidOutlined />, onClick: opens('pay'), main: true },
        ]
      : []),
  ];

  return (
    <Box>
      <Button component={RouterLink} to={back} startIcon={<ArrowBackOutlined />} size="small" sx={{ mb: 1 }}>
        Driver statements
      </Button>
      <PageHeader
        title={`Statement #${s.id} · ${s.driver_name}`}
        description={
          <Stack
            component="span"
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
          >
            <StatementStatusChip status={s.status} />
            <span>
              {formatDate(s.period_start)} – {formatDate(s.period_end)} ·{' '}
              {s.driver_type === 'owner_operator' ? 'Owner operator' : 'Company driver'}
              {s.payment_date ? ` · paid ${formatDate(s.payment_date)} (${s.payment_reference ?? ''})` : ''}
            </span>
          </Stack>
        }
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1, justifyContent: 'flex-start' }}>
        {toolbar.map((b) => (
          <Button
            key={b.label}
            variant={b.main ? 'contained' : 'outlined'}
            color={b.danger ? 'error' : undefined}
            startIcon={b.icon}
            onClick={b.onClick}
          >
            {b.label}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
