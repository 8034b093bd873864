import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { IftaTruckLine } from '@tms/domain';
import { useToday } from '../../../components/today';
import { useActiveTruckOptions } from '../../equipment/api/active-truck-options';
import { quarterSpan, quartersOffered, yearsOffered } from '../ifta-quarter';
import type { IftaParams } from '../use-ifta-params';

interface IftaFiltersProps {
  params: IftaParams;
  /** The report's trucks: one filtered on that is no longer active is still named. */
  reportTrucks: readonly IftaTruckLine[];
  refresh: { onRefresh: () => void; refreshing: boolean };
}

const ALL = 'all';
const field = { width: { xs: '100%', sm: 'auto' } } as const;

/** The quarter (never one not yet begun) and the truck the return is for. */
export function IftaFilters({ params, reportTrucks, refresh }: IftaFiltersProps) {
  const today = useToday();
  const trucks = useActiveTruckOptions(true).data ?? [];
  const truckId = params.truckId;
  const options =
    truckId === undefined || trucks.some((t) => t.id === truckId)
      ? trucks
      : [
          ...trucks,
          { id: truckId, label: reportTrucks.find((t) => t.truck_id === truckId)?.unit_number ?? `Truck #${truckId}` },
        ];
  const changeYear = (year: number) => {
    const quarters = quartersOffered(year, today);
    const quarter = quarters.includes(params.quarter) ? params.quarter : (quarters.at(-1) ?? 1);
    params.patch({ year: String(year), quarter: String(quarter), jurisdiction: null });
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 1.5, ...field }}>
        <TextField
          select
          size="small"
          label="Year"
          value={params.year}
          onChange={(e) => changeYear(Number(e.target.value))}
          sx={{ width: { xs: '50%', sm: 110 } }}
        >
          {yearsOffered(today).map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Quarter"
          value={params.quarter}
          onChange={(e) => params.patch({ quarter: e.target.value, jurisdiction: null })}
          sx={{ width: { xs: '50%', sm: 260 } }}
        >
          {quartersOffered(params.year, today).map((q) => (
            <MenuItem key={q} value={q}>
              Q{q} · {quarterSpan({ year: params.year, quarter: q })}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <TextField
        select
        size="small"
        label="Truck"
        value={truckId ?? ALL}
        onChange={(e) => params.patch({ truck: e.target.value === ALL ? null : e.target.value, jurisdiction: null })}
        sx={{ width: { xs: '100%', sm: 200 } }}
      >
        <MenuItem value={ALL}>All trucks</MenuItem>
        {options.map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.label}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<Refresh />}
        onClick={refresh.onRefresh}
        loading={refresh.refreshing}
        sx={{ ml: { md: 'auto' } }}
      >
        Refresh
      </Button>
    </Box>
  );
}
