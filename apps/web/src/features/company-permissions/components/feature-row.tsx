import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { CompanyFeatureRow } from '../api/get-company-features';

interface FeatureRowProps {
  row: CompanyFeatureRow;
  disabled: boolean;
  onToggle: (row: CompanyFeatureRow) => void;
  onReset: (row: CompanyFeatureRow) => void;
}

export function FeatureRow({ row, disabled, onToggle, onReset }: FeatureRowProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', md: '1fr auto auto' },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        px: { xs: 2, sm: 3 },
        py: 2,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography id={labelId} variant="subtitle2" component="h3">
            {row.label}
          </Typography>
          {row.in_plan ? (
            <Chip
              size="small"
              variant="outlined"
              color="success"
              icon={<CheckCircleOutline />}
              label="Included in plan"
            />
          ) : (
            <Chip size="small" variant="outlined" icon={<RemoveCircleOutline />} label="Not in plan" />
          )}
          {row.overridden && <Chip size="small" color="warning" variant="outlined" label="Overridden" />}
        </Box>
        <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {row.description}
        </Typography>
      </Box>
      <Box
        sx={{
          gridColumn: { xs: '1 / 2', md: 'auto' },
          gridRow: { xs: 2, md: 'auto' },
          minWidth: { md: 120 },
          textAlign: { md: 'right' },
        }}
      >
        {row.overridden && (
          <Button size="small" color="inherit" onClick={() => onReset(row)} disabled={disabled}>
            Reset to plan
          </Button>
        )}
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          gridRow: { xs: '1', md: 'auto' },
          gridColumn: { xs: 2, md: 'auto' },
        }}
      >
        <Typography variant="caption" color="text.secondary" sx={{ minWidth: 22, textAlign: 'right' }} aria-hidden>
          {row.enabled ? 'On' : 'Off'}
        </Typography>
        <Switch
          checked={row.enabled}
          disabled={disabled}
          onChange={() => onToggle(row)}
          slotProps={{ input: { 'aria-labelledby': labelId, 'aria-describedby': descriptionId } }}
        />
      </Box>
    </Box>
  );
}
