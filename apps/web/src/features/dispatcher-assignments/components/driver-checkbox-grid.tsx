import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { DriverListItem } from '@tms/domain';

interface DriverCheckboxGridProps {
  /** The drivers shown (after the search). */
  drivers: DriverListItem[];
  chosen: Set<number>;
  onChange: (chosen: Set<number>) => void;
  label: string;
}

/** All drivers as checkboxes in columns, so forty fit on one screen without a dialog. */
export function DriverCheckboxGrid({ drivers, chosen, onChange, label }: DriverCheckboxGridProps) {
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  const setShown = (on: boolean) => {
    const next = new Set(chosen);
    for (const d of drivers) {
      if (on) next.add(d.id);
      else next.delete(d.id);
    }
    onChange(next);
  };
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => setShown(true)} disabled={drivers.length === 0}>
          Select all shown
        </Button>
        <Button size="small" onClick={() => setShown(false)} disabled={drivers.length === 0}>
          Clear shown
        </Button>
      </Box>
      {drivers.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3 }}>
          No drivers match.
        </Typography>
      ) : (
        <Box
          role="group"
          aria-label={label}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))', columnGap: 1 }}
        >
          {drivers.map((d) => (
            <FormControlLabel
              key={d.id}
              control={<Checkbox size="small" checked={chosen.has(d.id)} onChange={(_, on) => toggle(d.id, on)} />}
              label={
                <span>
                  {d.name}
                  {d.division && (
                    <Typography component="span" variant="caption" color="text.secondary">
                      {' '}
                      · {d.division}
                    </Typography>
                  )}
                </span>
              }
              slotProps={{ typography: { variant: 'body2' } }}
              sx={{ mr: 0, minWidth: 0 }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
