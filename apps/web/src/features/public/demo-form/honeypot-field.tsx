import Box from '@mui/material/Box';
import type { Ref } from 'react';

/**
 * A field people never see or reach, which form-filling bots do fill. Hidden by clipping rather
 * than display:none, which some bots detect and skip.
 */
export function HoneypotField({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        clipPath: 'inset(50%)',
        whiteSpace: 'nowrap',
        m: '-1px',
        p: 0,
        border: 0,
      }}
    >
      <label htmlFor="demo-website">Website</label>
      <input
        ref={inputRef}
        id="demo-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </Box>
  );
}
