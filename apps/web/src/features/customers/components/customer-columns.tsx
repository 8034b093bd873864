import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Customer } from '@tms/domain';
import type { MouseEvent, ReactNode } from 'react';
import type { DataTableColumn } from '../../../components/data-table';
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

// Row clicks open the drawer; the buttons in the row must not do that as well.
const only = (action: () => void) => (event: MouseEvent) => {
  event.stopPropagation();
  action();
};

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
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      width: 100,
      noWrap: true,
      render: (c) =>
        c.is_deleted ? (
          <Tooltip title="Restore">
            <span>
              <IconButton
                size="small"
                aria-label={`Restore ${c.name}`}
                onClick={only(() => onRestore(c))}
                disabled={restoringId === c.id}
              >
                <RestoreFromTrashOutlined fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        ) : (
          <>
            <Tooltip title="Edit">
              <IconButton size="small" aria-label={`Edit ${c.name}`} onClick={only(() => onEdit(c))}>
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Delete">
              <IconButton size="small" aria-label={`Delete ${c.name}`} onClick={only(() => onDelete(c))}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        ),
    },
  ];
  return columns;
}
