import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { addDaysToDay } from '@tms/domain';

/** The log's day, a day back or forward, or today; no day after today (nothing is logged yet). */
export function DayPicker({ day, today, onDay }: { day: string; today: string; onDay: (day: string) => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      <IconButton aria-label="Previous day" onClick={() => onDay(addDaysToDay(day, -1))}>
        <ChevronLeft />
      </IconButton>
      <TextField
        size="small"
        type="date"
        label="Day"
        value={day}
        onChange={(e) => e.target.value && onDay(e.target.value > today ? today : e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        sx={{ width: 170 }}
      />
      <IconButton aria-label="Next day" onClick={() => onDay(addDaysToDay(day, 1))} disabled={day >= today}>
        <ChevronRight />
      </IconButton>
      <Button onClick={() => onDay(today)} disabled={day === today} sx={{ ml: 0.5 }}>
        Today
      </Button>
    </Box>
  );
}
