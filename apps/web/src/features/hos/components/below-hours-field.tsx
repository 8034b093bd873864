import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

/**
 * "Available drive hours below N": a number kept as typed while it is being written ("1." on the
 * way to "1.5"), applied once it reads as a positive number, cleared when emptied.
 */
export function BelowHoursField({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (hours: number | null) => void;
}) {
  const [draft, setDraft] = useState(value === null ? '' : String(value));
  // The filter changed elsewhere (a summary card, the back button): the box follows it.
  useEffect(() => {
    setDraft((d) => (Number(d) === value || (d === '' && value === null) ? d : value === null ? '' : String(value)));
  }, [value]);
  return (
    <TextField
      size="small"
      type="number"
      label="Drive hours below"
      value={draft}
      onChange={(e) => {
        const text = e.target.value;
        setDraft(text);
        const n = Number(text);
        if (text === '') onChange(null);
        else if (Number.isFinite(n) && n > 0) onChange(n);
      }}
      placeholder="Any"
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min: 0, max: 70, step: 0.5, inputMode: 'decimal' },
        input: { endAdornment: <InputAdornment position="end">h</InputAdornment> },
      }}
      sx={{ width: 170 }}
    />
  );
}
