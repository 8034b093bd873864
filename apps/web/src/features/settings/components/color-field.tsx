import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

/** Colours that stay readable as a chip on white and on the dark theme. */
const PRESETS = [
  '#0ea5e9',
  '#6366f1',
  '#8b5cf6',
  '#f59e0b',
  '#f97316',
  '#10b981',
  '#0A8D80',
  '#15803d',
  '#ef4444',
  '#64748b',
] as const;

const HEX = /^#[0-9a-fA-F]{6}$/;

interface ColorFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: ReactNode;
  label?: string;
}

/** A #RRGGBB colour: typed, picked with the browser's colour picker, or chosen from presets. */
export function ColorField({ value, onChange, onBlur, error, helperText, label = 'Colour' }: ColorFieldProps) {
  const valid = HEX.test(value);
  return (
    <Box>
      <TextField
        size="small"
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value.trim())}
        onBlur={onBlur}
        error={error}
        helperText={helperText}
        slotProps={{
          htmlInput: { maxLength: 7, spellCheck: false, style: { fontFamily: 'monospace' } },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Box
                  component="input"
                  type="color"
                  aria-label="Pick a colour"
                  value={valid ? value.toLowerCase() : '#64748b'}
                  onChange={(e) => onChange(e.target.value)}
                  sx={{
                    width: 28,
                    height: 28,
                    p: 0,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    bgcolor: 'transparent',
                    cursor: 'pointer',
                    '&::-webkit-color-swatch-wrapper': { p: 0 },
                    '&::-webkit-color-swatch': { border: 'none', borderRadius: 0.5 },
                  }}
                />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.25 }} role="group" aria-label="Preset colours">
        {PRESETS.map((preset) => {
          const selected = preset.toLowerCase() === value.toLowerCase();
          return (
            <Tooltip key={preset} title={preset}>
              <ButtonBase
                aria-label={`Use ${preset}`}
                aria-pressed={selected}
                onClick={() => onChange(preset)}
                sx={{
                  width: 26,
                  height: 26,
                  borderRadius: '50%',
                  bgcolor: preset,
                  outline: selected ? 2 : 0,
                  outlineColor: 'text.primary',
                  outlineStyle: 'solid',
                  outlineOffset: 2,
                }}
              />
            </Tooltip>
          );
        })}
      </Box>
    </Box>
  );
}
