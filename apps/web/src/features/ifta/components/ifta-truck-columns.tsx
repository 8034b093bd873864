import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { IftaTruckLine } from '@tms/domain';
import type { DataTableColumn } from '../../../components/data-table';
import { formatMpg, formatWhole, isZero, TRUCK_WARNINGS } from './ifta-format';

const figure = { align: 'right', noWrap: true } as const;

/** Fuel with no miles or miles with no fuel: a truck whose figures would skew the fleet's MPG. */
export function TruckWarningChip({ warning }: { warning: IftaTruckLine['warning'] }) {
  if (!warning) return null;
  const { label, hint } = TRUCK_WARNINGS[warning];
  return (
    <Tooltip title={hint}>
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        icon={<WarningAmberOutlined />}
        label={label}
        sx={{ fontWeight: 600 }}
      />
    </Tooltip>
  );
}

const estimated = (t: IftaTruckLine) => (isZero(t.estimated_miles) ? '—' : formatWhole(t.estimated_miles));

export const iftaTruckColumns: DataTableColumn<IftaTruckLine>[] = [
  {
    id: 'unit',
    header: 'Unit',
    render: (t) => (
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {t.unit_number}
      </Typography>
    ),
  },
  { id: 'miles', header: 'Miles', ...figure, render: (t) => formatWhole(t.total_miles) },
  { id: 'estimated', header: 'Estimated miles', ...figure, render: estimated },
  { id: 'gallons', header: 'Gallons', ...figure, render: (t) => formatWhole(t.gallons) },
  { id: 'mpg', header: 'MPG', ...figure, render: (t) => formatMpg(t.mpg) },
  { id: 'warning', header: 'Check', width: 170, render: (t) => <TruckWarningChip warning={t.warning} /> },
];

/** A truck on a phone: the unit and its warning, then its figures on one line. */
export function IftaTruckCard({ truck: t }: { truck: IftaTruckLine }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, flex: 1 }}>{t.unit_number}</Typography>
        <TruckWarningChip warning={t.warning} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatWhole(t.total_miles)} mi
        {isZero(t.estimated_miles) ? '' : ` (${formatWhole(t.estimated_miles)} estimated)`} · {formatWhole(t.gallons)}{' '}
        gal · {formatMpg(t.mpg)} MPG
      </Typography>
    </Box>
  );
}
