import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PauseCircleOutline from '@mui/icons-material/PauseCircleOutline';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutline';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { teal } from '@mui/material/colors';
import Typography from '@mui/material/Typography';
import { type Company, formatDate, subscriptionLapsed } from '@tms/domain';
import type { DataTableColumn } from '../../../components/data-table';
import { rowActionsColumn } from '../../../components/row-actions-menu';
import { StatusChip } from '../../../components/status-chip';

const dash = (
  <Typography component="span" color="text.disabled">
    —
  </Typography>
);

function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  return ((words[0]?.[0] ?? '') + (words[1]?.[0] ?? '')).toUpperCase() || '?';
}

interface CompanyColumnsOptions {
  countryName: (code: string) => string;
  onAction: (action: CompanyAction, company: Company) => void;
}

export type CompanyAction = 'edit' | 'logo' | 'toggle-active' | 'delete';

export function companyColumns({ countryName, onAction }: CompanyColumnsOptions): DataTableColumn<Company>[] {
  return [
    {
      id: 'company',
      header: 'Company',
      minWidth: 240,
      render: (c) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <Avatar
            variant="rounded"
            sx={{
              width: 36,
              height: 36,
              fontSize: '0.8rem',
              fontWeight: 700,
              // Solid colours: a see-through tint lost contrast on a hovered row.
              color: (t) => (t.palette.mode === 'dark' ? teal[200] : teal[800]),
              bgcolor: (t) => (t.palette.mode === 'dark' ? teal[900] : teal[50]),
            }}
          >
            {initials(c.name)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {c.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', maxWidth: 320 }} noWrap>
              {c.address || 'No address'}
            </Typography>
          </Box>
        </Box>
      ),
    },
    { id: 'alias', header: 'Alias', noWrap: true, render: (c) => c.alias },
    { id: 'country', header: 'Country', noWrap: true, render: (c) => countryName(c.country) },
    { id: 'contact', header: 'Contact', noWrap: true, render: (c) => c.phone_number || dash },
    {
      id: 'status',
      header: 'Status',
      width: 110,
      // An active company whose subscription ran out is suspended: its users cannot sign in.
      render: (c) =>
        c.active && subscriptionLapsed(c.subscription_expires_at) ? (
          <Chip
            size="small"
            variant="outlined"
            color="warning"
            label="Expired"
            title={`Subscription ended ${formatDate(c.subscription_expires_at)}`}
            sx={{ fontWeight: 600, minWidth: 72 }}
          />
        ) : (
          <StatusChip active={c.active} />
        ),
    },
    { id: 'users', header: 'Users', align: 'right', width: 80, render: (c) => c.user_count },
    { id: 'created', header: 'Created', noWrap: true, render: (c) => formatDate(c.created_at) },
    rowActionsColumn(
      (c) => c.name,
      (c) => [
        { label: 'Edit', icon: EditOutlined, onClick: () => onAction('edit', c) },
        { label: 'Manage Logo', icon: ImageOutlined, onClick: () => onAction('logo', c) },
        {
          label: c.active ? 'Deactivate' : 'Activate',
          icon: c.active ? PauseCircleOutline : PlayCircleOutline,
          onClick: () => onAction('toggle-active', c),
        },
        { label: 'Delete', icon: DeleteOutline, onClick: () => onAction('delete', c), destructive: true },
      ],
    ),
  ];
}
