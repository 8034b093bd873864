import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { isDay } from '../use-aging-params';

/**
 * The aging's day: today unless another is picked, never a day to come. What is typed stays in
 * the field while it is not yet a whole day, and a day after today is named as the problem.
 */
export function AsOfField({
  value,
  today,
  onChange,
}: {
  value: string;
  today: string;
  onChange: (day: string | null) => void;
}) {
  const [typed, setTyped] = useState(value);
  useEffect(() => setTyped(value), [value]);
  const future = isDay(typed) && typed > today;
  return (
    <TextField
      size="small"
      type="date"
      label="As of"
      value={typed}
      error={future}
      helperText={future ? 'Today or earlier' : undefined}
      onChange={(e) => {
        const day = e.target.value;
        setTyped(day);
        if (day === '') onChange(null);
        else if (isDay(day) && day <= today) onChange(day);
      }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      sx={{ flex: { xs: 1, sm: 'none' }, width: { sm: 180 } }}
    />
  );
}
