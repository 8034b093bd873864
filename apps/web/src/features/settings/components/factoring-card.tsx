import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useFactoringSettings } from '../api/get-factoring-settings';
import { FactoringForm } from './factoring-form';
import { LoadErrorAlert } from './load-error-alert';

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ gridColumn: wide ? { sm: '1 / -1' } : undefined, minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, mt: 0.25, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
      >
        {children || (
          <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
            Not set
          </Box>
        )}
      </Typography>
    </Box>
  );
}

/** The company's factoring company (decision 0222), for those who keep the books. */
export function FactoringCard({ canEdit }: { canEdit: boolean }) {
  const query = useFactoringSettings();
  const [editing, setEditing] = useState(false);
  const s = query.data;
  return (
    <Card component="section" aria-labelledby="factoring-title" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography id="factoring-title" variant="h6" component="h3">
          Factoring
        </Typography>
        {s && (
          <Chip
            size="small"
            label={s.enabled ? 'On' : 'Off'}
            color={s.enabled ? 'success' : 'default'}
            variant="outlined"
          />
        )}
        <Box sx={{ flex: 1 }} />
        {canEdit && s && !editing && (
          <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
            Edit Factoring
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25, mb: 2 }}>
        The company you sell invoices to: where schedules of accounts go, and what invoices print while factoring is on.
        An invoice generated before factoring was turned on gets the notice when generated again.
      </Typography>
      {query.isError && (
        <LoadErrorAlert message="Failed to load the factoring settings." onRetry={() => void query.refetch()} />
      )}
      {!s && !query.isError && <Skeleton variant="rounded" height={96} />}
      {s &&
        (editing ? (
          <FactoringForm settings={s} onDone={() => setEditing(false)} />
        ) : (
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
          >
            <Item label="Factoring company">{s.name}</Item>
            <Item label="E-mail for schedules">{s.email}</Item>
            <Item label="Remit-to address">{s.remit_to}</Item>
            <Item label="Notice of assignment" wide>
              {s.notice}
            </Item>
          </Box>
        ))}
    </Card>
  );
}
