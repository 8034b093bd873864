/** The brand's teal scale (spec 1 section 9: primary is shade 600, secondary shade 500). */
export const teal = {
  50: '#E7F6F4',
  100: '#C3EAE5',
  200: '#9BDCD4',
  300: '#6FCDC2',
  400: '#48C0B2',
  500: '#24B2A1',
  600: '#0A8D80',
  700: '#08766B',
  800: '#065F57',
  900: '#044842',
} as const;

/** Slate neutrals behind the dark mode (background #0f172a, paper #1e293b). */
export const slate = {
  50: '#f8fafc',
  100: '#f1f5f9',
  200: '#e2e8f0',
  300: '#cbd5e1',
  400: '#94a3b8',
  500: '#64748b',
  600: '#475569',
  700: '#334155',
  800: '#1e293b',
  900: '#0f172a',
} as const;
