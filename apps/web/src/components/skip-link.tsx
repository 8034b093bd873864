import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';

/**
 * "Skip to main content": hidden above the page until a keyboard user tabs to it, then it leads
 * past the navigation to `#main-content`. `zIndex` keeps it above what the layout stacks.
 */
export function SkipLink({ zIndex }: { zIndex: number | ((theme: Theme) => number) }) {
  return (
    <Box
      component="a"
      href="#main-content"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Box>
  );
}
