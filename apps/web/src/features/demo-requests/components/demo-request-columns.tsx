import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DemoRequest } from '@tms/domain';
import { formatDateTime } from '@tms/domain';
import type { DataTableColumn } from '../../../components/data-table';
import { DemoRequestStatusChip } from './demo-request-status-chip';

const dash = (
  <Typography component="span" color="text.disabled">
    —
  </Typography>
);

export const demoRequestColumns: DataTableColumn<DemoRequest>[] = [
  {
    id: 'received',
    header: 'Received',
    noWrap: true,
    width: 170,
    render: (r) => (
      <Typography variant="body2" color="text.secondary">
        {formatDateTime(r.created_at)}
      </Typography>
    ),
  },
  {
    id: 'contact',
    header: 'Contact',
    minWidth: 220,
    render: (r) => (
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {r.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {r.email}
        </Typography>
      </Box>
    ),
  },
  { id: 'company', header: 'Company', minWidth: 180, render: (r) => r.company },
  { id: 'fleet', header: 'Fleet size', noWrap: true, render: (r) => (r.fleet_size ? `${r.fleet_size} trucks` : dash) },
  { id: 'phone', header: 'Phone', noWrap: true, render: (r) => r.phone ?? dash },
  { id: 'status', header: 'Status', width: 120, render: (r) => <DemoRequestStatusChip status={r.status} /> },
];
