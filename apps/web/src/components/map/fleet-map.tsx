import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { MapCanvas } from './map-canvas';
import { type FleetTruck, type MapStop, mapData, type TrailPoint } from './map-features';
import { BASE_COLORS, MARKER_COLORS, MARKER_STATE_LABELS } from './map-palette';
import { useMapStyleUrl } from './use-map-style';

export interface FleetMapProps {
  /** What the map shows, for screen readers (the canvas itself says nothing). */
  label: string;
  trucks: readonly FleetTruck[];
  selectedTruckId?: number | null;
  onSelectTruck?: (truckId: number) => void;
  trail?: readonly TrailPoint[];
  stops?: readonly MapStop[];
  height?: number | string | Record<string, number | string>;
  /** The count of trucks per state under the map; off where one truck is shown. */
  legend?: boolean;
}

const webGlAvailable = () => {
  try {
    return !!document.createElement('canvas').getContext('webgl2');
  } catch {
    return false;
  }
};

/**
 * A map of trucks coloured by their ETA state (clustered when zoomed out), the selected truck's trail
 * and its stops. The map library loads with the first map shown, so pages without one never download it.
 */
export function FleetMap({
  label,
  trucks,
  selectedTruckId = null,
  onSelectTruck,
  trail = [],
  stops = [],
  height = 420,
  legend = true,
}: FleetMapProps) {
  const mode = useTheme().palette.mode;
  const styleUrl = useMapStyleUrl();
  const container = useRef<HTMLDivElement>(null);
  const canvas = useRef<MapCanvas | null>(null);
  const select = useRef(onSelectTruck);
  select.current = onSelectTruck;
  const [failed, setFailed] = useState(false);
  const data = useMemo(() => mapData(trucks, selectedTruckId, trail, stops), [trucks, selectedTruckId, trail, stops]);
  const latest = useRef(data);
  latest.current = data;
  // Framed once per truck set and selection: a position arriving does not move the view under the user.
  const frameKey = `${trucks.map((t) => t.truckId).join(',')}|${selectedTruckId}|${stops.length}|${trail.length > 1}`;
  const framed = useRef<string | null>(null);

  useEffect(() => {
    if (styleUrl === undefined || !container.current) return;
    if (!webGlAvailable()) {
      setFailed(true);
      return;
    }
    let live = true;
    const element = container.current;
    import('./map-canvas')
      .then(({ createMapCanvas }) => {
        if (!live) return;
        canvas.current = createMapCanvas({
          container: element,
          mode,
          styleUrl,
          onSelectTruck: (id) => select.current?.(id),
        });
        framed.current = null;
        canvas.current.update(latest.current, true);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      canvas.current?.destroy();
      canvas.current = null;
    };
  }, [mode, styleUrl]);

  useEffect(() => {
    const frame = framed.current !== frameKey;
    framed.current = frameKey;
    canvas.current?.update(data, frame);
  }, [data, frameKey]);

  const counts = useMemo(() => {
    const c = new Map<string, number>();
    for (const t of trucks) c.set(t.state, (c.get(t.state) ?? 0) + 1);
    return c;
  }, [trucks]);
  const colors = MARKER_COLORS[mode];
  const base = BASE_COLORS[mode];

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        ref={container}
        role="region"
        aria-label={label}
        data-testid="fleet-map"
        data-trucks={trucks.length}
        data-selected={selectedTruckId ?? ''}
        sx={{
          position: 'relative',
          height,
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          bgcolor: base.water,
          '& .map-city-label': {
            pointerEvents: 'none',
            fontSize: 11,
            color: 'text.secondary',
            textShadow: `0 0 3px ${base.halo}, 0 0 3px ${base.halo}`,
            whiteSpace: 'nowrap',
          },
        }}
      >
        {failed && (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            The map needs WebGL, which this browser does not offer.
          </Typography>
        )}
      </Box>
      {legend && (
        <Box
          component="ul"
          aria-label="Map legend"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}
        >
          {(Object.keys(MARKER_STATE_LABELS) as (keyof typeof MARKER_STATE_LABELS)[]).map((state) => (
            <Box component="li" key={state} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colors[state] }} />
              <Typography variant="caption">
                {MARKER_STATE_LABELS[state]} ({counts.get(state) ?? 0})
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
