import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, formatUsd, STATEMENT_STATUS_LABELS, type StatementSummary } from '@tms/domain';
import { useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { EmptyState } from '../../../components/empty-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { driverStatementPdf, useDriverStatements } from '../api/driver-pay';
import { ScreenState, ScreenTitle } from '../components/screen-state';
import { openPdf } from './open-pdf';

const period = (s: StatementSummary) => `${formatDate(s.period_start)} – ${formatDate(s.period_end)}`;

function StatementCard({ statement }: { statement: StatementSummary }) {
  const notify = useNotify();
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      openPdf(await driverStatementPdf(statement.id));
    } catch (error) {
      notify(errorText(error), 'error');
    } finally {
      setOpening(false);
    }
  };
  const paid = statement.status === 'paid';
  return (
    <Card>
      <CardActionArea
        onClick={() => void open()}
        disabled={opening}
        sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center' }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {period(statement)}
          </Typography>
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {formatUsd(statement.net)}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
            <Chip
              size="small"
              variant="outlined"
              color={paid ? 'success' : 'info'}
              label={STATEMENT_STATUS_LABELS[statement.status]}
              sx={{ fontWeight: 600 }}
            />
            {paid && statement.payment_date && (
              <Typography variant="body2" color="text.secondary">
                Paid {formatDate(statement.payment_date)}
              </Typography>
            )}
          </Stack>
        </Box>
        {opening ? (
          <CircularProgress size={24} aria-label="Opening" />
        ) : (
          <PictureAsPdfOutlined color="action" aria-label="Open PDF" />
        )}
      </CardActionArea>
    </Card>
  );
}

/** /driver/pay: the driver's settlements, net pay first; a tap opens the statement's PDF. */
export function StatementsPage() {
  useDocumentTitle('Pay');
  const statements = useDriverStatements();
  const list = statements.data?.statements ?? [];
  return (
    <>
      <ScreenTitle title="Pay" summary="Your statements, newest first. Tap one to open its PDF." />
      <ScreenState
        loading={statements.isPending}
        failed={statements.isError}
        what="your statements"
        onRetry={() => void statements.refetch()}
      >
        {() =>
          list.length ? (
            <Stack spacing={1.5}>
              {list.map((s) => (
                <StatementCard key={s.id} statement={s} />
              ))}
            </Stack>
          ) : (
            <EmptyState
              icon={PaymentsOutlined}
              title="No statements yet"
              description="Your pay statements show here once the office approves them."
            />
          )
        }
      </ScreenState>
    </>
  );
}
