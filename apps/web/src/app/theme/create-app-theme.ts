import { alpha, createTheme, type Theme } from '@mui/material/styles';
import { slate, teal } from './palette';

export type ResolvedMode = 'light' | 'dark';
/** `reduced` when the operating system asks for less motion (prefers-reduced-motion). */
export type Motion = 'full' | 'reduced';

/** No transition anywhere, and dialogs, menus and tooltips open and close at once. */
const STILL = {
  create: () => 'none',
  duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
};

/**
 * Teal text on white or slate reaches WCAG AA only one shade away from the brand colour, so
 * text uses shade 700 (light) or 400 (dark) and filled buttons shade 700, while the palette keeps shade 600.
 */
export function accentText(theme: Theme): string {
  return theme.palette.mode === 'dark' ? teal[400] : teal[700];
}

export function createAppTheme(mode: ResolvedMode, motion: Motion = 'full'): Theme {
  const dark = mode === 'dark';
  const still = motion === 'reduced';
  const base = createTheme({
    ...(still ? { transitions: STILL } : {}),
    palette: {
      mode,
      primary: { main: teal[600], light: teal[500], dark: teal[700], contrastText: '#ffffff' },
      secondary: { main: teal[500], light: teal[300], dark: teal[700], contrastText: '#ffffff' },
      // Status colours that keep text readable (WCAG AA): deep on white, bright on slate, on a hovered row too.
      ...(dark
        ? {
            error: { main: '#FA8175' },
            warning: { main: '#FDB022' },
            info: { main: '#38BDF8' },
            success: { main: '#47CD89' },
          }
        : {
            error: { main: '#B42318' },
            warning: { main: '#B54708' },
            info: { main: '#0369A1' },
            success: { main: '#067647' },
          }),
      background: dark ? { default: slate[900], paper: slate[800] } : { default: '#ffffff', paper: '#ffffff' },
      text: dark ? { primary: slate[100], secondary: slate[400] } : { primary: slate[900], secondary: slate[600] },
      divider: dark ? alpha(slate[400], 0.16) : slate[200],
      action: dark ? { hover: alpha(slate[400], 0.1) } : { hover: slate[100] },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Inter", "Helvetica", "Arial", sans-serif',
      h1: { fontWeight: 700, letterSpacing: '-0.02em' },
      h2: { fontWeight: 700, letterSpacing: '-0.02em' },
      h3: { fontWeight: 700, letterSpacing: '-0.02em' },
      h4: { fontWeight: 700, letterSpacing: '-0.01em' },
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600 },
      subtitle1: { fontWeight: 500 },
      subtitle2: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
      overline: { fontWeight: 600, letterSpacing: '0.08em' },
    },
  });

  const accent = accentText(base);
  const surfaceBorder = `1px solid ${base.palette.divider}`;

  return createTheme(base, {
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: still } },
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { textTransform: 'none', borderRadius: '0.375rem', fontWeight: 600 },
          containedPrimary: {
            backgroundColor: teal[700],
            '&:hover': { backgroundColor: teal[800] },
          },
          textPrimary: { color: accent },
          outlinedPrimary: { color: accent, borderColor: alpha(teal[600], 0.5) },
        },
      },
      MuiIconButton: { styleOverrides: { root: { borderRadius: '0.375rem' } } },
      MuiLink: {
        defaultProps: { underline: 'hover' },
        styleOverrides: { root: { color: accent, fontWeight: 500 } },
      },
      MuiDialog: {
        styleOverrides: { paper: { borderRadius: '0.5rem', backgroundImage: 'none' } },
      },
      MuiPaper: {
        styleOverrides: { root: { backgroundImage: 'none' } },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderRadius: 12, border: surfaceBorder } },
      },
      MuiTab: {
        styleOverrides: {
          root: { textTransform: 'none', fontWeight: 600, minHeight: 48, '&.Mui-selected': { color: accent } },
        },
      },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiOutlinedInput: {
        styleOverrides: {
          root: { borderRadius: '0.375rem', backgroundColor: dark ? alpha(slate[900], 0.4) : '#ffffff' },
        },
      },
      MuiChip: {
        styleOverrides: { outlinedPrimary: { color: accent, borderColor: alpha(teal[600], 0.5) } },
      },
      MuiFormLabel: {
        styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: accent } } },
      },
      MuiTooltip: {
        styleOverrides: { tooltip: { fontSize: '0.75rem', fontWeight: 500 } },
      },
      MuiAlert: {
        styleOverrides: { root: { borderRadius: '0.375rem' } },
      },
      MuiListItemButton: {
        styleOverrides: {
          root: {
            borderRadius: '0.375rem',
            '&.Mui-selected': {
              backgroundColor: alpha(teal[600], dark ? 0.22 : 0.1),
              color: accent,
              '& .MuiListItemIcon-root': { color: accent },
              '&:hover': { backgroundColor: alpha(teal[600], dark ? 0.28 : 0.14) },
            },
          },
        },
      },
    },
  });
}
