import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Customer } from '@tms/domain';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../../components/data-table';
import { rowActionsColumn } from '../../../components/row-actions-menu';
import { cityState } from './customer-location';
import { CustomerWarningMarker } from './customer-warning-marker';

interface CustomerActions {
  onEdit: (customer: Customer) => void;
  onDelete: (customer: Customer) => void;
  onRestore: (customer: Customer) => void;
  restoringId: number | null;
}

const muted = (text: string | null | undefined, fallback = '—'): ReactNode =>
  text ? (
    text
  ) : (
    <Typography component="span" variant="body2" color="text.disabled">
      {fallback}
    </Typography>
  );

export function customerColumns({ onEdit, onDelete, onRestore, restoringId }: CustomerActions) {
  const columns: DataTableColumn<Customer>[] = [
    {
      id: 'name',
      header: 'Name',
      minWidth: 180,
      render: (c) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 600, color: c.is_deleted ? 'text.secondary' : 'text.primary' }}>
            {c.name}
          </Typography>
          {c.has_warning && <CustomerWarningMarker note={c.warning_note} />}
          {c.is_deleted && <Chip size="small" label="Deleted" color="error" variant="outlined" />}
        </Box>
      ),
    },
    {
      id: 'mc',
      header: 'MC',
      noWrap: true,
      render: (c) => (
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {muted(c.mc_number)}
        </Typography>
      ),
    },
    {
      id: 'contact',
      header: 'Contact',
      minWidth: 150,
      render: (c) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2">{muted(c.contact_name)}</Typography>
          {c.email && (
            <Typography
              variant="caption"
              color="text.secondary"
              noWrap
              title={c.email}
              sx={{ display: 'block', maxWidth: 170 }}
            >
              {c.email}
            </Typography>
          )}
        </Box>
      ),
    },
    { id: 'phone', header: 'Phone', noWrap: true, render: (c) => muted(c.phone_number) },
    {
      id: 'billing',
      header: 'Billing e-mail',
      render: (c) => (
        // Long addresses are cut rather than broken mid-word; the full one shows on hover and in the drawer.
        <Typography variant="body2" noWrap title={c.billing_email ?? undefined} sx={{ maxWidth: 170 }}>
          {muted(c.billing_email)}
        </Typography>
      ),
    },
    { id: 'location', header: 'City / State', noWrap: true, render: (c) => muted(cityState(c)) },
    rowActionsColumn(
      (c) => c.name,
      (c) => [
        {
          label: 'Restore',
          icon: RestoreFromTrashOutlined,
          onClick: () => onRestore(c),
          disabled: restoringId === c.id,
          hidden: !c.is_deleted,
        },
        { label: 'Edit', icon: EditOutlined, onClick: () => onEdit(c), hidden: c.is_deleted },
        {
          label: 'Delete',
          icon: DeleteOutlined,
          onClick: () => onDelete(c),
          destructive: true,
          hidden: c.is_deleted,
        },
      ],
      { width: 100, noWrap: true, variant: 'buttons' },
    ),
  ];
  return columns;
}
