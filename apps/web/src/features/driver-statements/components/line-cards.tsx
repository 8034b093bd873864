import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, formatUsd, LINE_KIND_LABELS, type StatementLine } from '@tms/domain';
import type { ReactNode } from 'react';

/** The lines on a phone: one card row each, so the amount and the inline editor fit the width. */
export function LineCards({
  label,
  rows,
  empty,
  children,
}: {
  label: string;
  rows: StatementLine[];
  empty: string;
  children: (line: StatementLine) => ReactNode;
}) {
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
        {empty}
      </Typography>
    );
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'hidden' }}
    >
      {rows.map((l, i) => (
        <Box component="li" key={l.id} sx={{ px: 1.5, py: 1.25, borderTop: i ? 1 : 0, borderColor: 'divider' }}>
          {children(l)}
        </Box>
      ))}
    </Box>
  );
}

/** A line's card when not edited: description, then type, date and balance; the amount and actions at the end. */
export function LineCardSummary({
  line,
  amount,
  actions,
}: {
  line: StatementLine;
  amount: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {line.description}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {[
            LINE_KIND_LABELS[line.kind],
            line.line_date ? formatDate(line.line_date) : null,
            line.balance_after === null ? null : `balance after ${formatUsd(line.balance_after)}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
      {amount}
      {actions}
    </Stack>
  );
}
