import type { MarkerState } from './map-features';

export type MapMode = 'light' | 'dark';

/** What each state is called next to its colour (the legend, the truck list). */
export const MARKER_STATE_LABELS: Record<MarkerState, string> = {
  on_time: 'On time',
  at_risk: 'At risk',
  late: 'Late',
  no_signal: 'No signal',
  no_load: 'No load',
};

/** Marker colours: the same hues as the app's status chips, lighter on a dark map. */
export const MARKER_COLORS: Record<MapMode, Record<MarkerState, string>> = {
  light: { on_time: '#2e7d32', at_risk: '#ed6c02', late: '#d32f2f', no_signal: '#757575', no_load: '#1976d2' },
  dark: { on_time: '#66bb6a', at_risk: '#ffa726', late: '#f44336', no_signal: '#9e9e9e', no_load: '#42a5f5' },
};

/** The offline base map's colours: water, land, borders, cities, and the trail and stops drawn on it. */
export const BASE_COLORS: Record<
  MapMode,
  {
    water: string;
    land: string;
    border: string;
    state: string;
    city: string;
    trail: string;
    stop: string;
    halo: string;
  }
> = {
  light: {
    water: '#cfe3f3',
    land: '#f6f4ef',
    border: '#8a8f98',
    state: '#c3c6cc',
    city: '#6b7280',
    trail: '#1565c0',
    stop: '#6a1b9a',
    halo: '#ffffff',
  },
  dark: {
    water: '#0f1b2a',
    land: '#1f2329',
    border: '#6b7280',
    state: '#3a3f47',
    city: '#9ca3af',
    trail: '#64b5f6',
    stop: '#ce93d8',
    halo: '#121212',
  },
};
