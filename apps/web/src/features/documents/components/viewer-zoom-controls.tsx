import ZoomInOutlined from '@mui/icons-material/ZoomInOutlined';
import ZoomOutOutlined from '@mui/icons-material/ZoomOutOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { Dispatch, SetStateAction } from 'react';
import { ZOOM_MAX, ZOOM_MIN, zoomBy } from './zoom';

/** Zoom out, fit (showing the zoom), zoom in: the viewer's buttons for an image. */
export function ViewerZoomControls({
  zoom,
  onZoomChange,
}: {
  zoom: number;
  onZoomChange: Dispatch<SetStateAction<number>>;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }} role="group" aria-label="Zoom">
      <Tooltip title="Zoom out (-)">
        <span>
          <IconButton
            aria-label="Zoom out"
            onClick={() => onZoomChange((z) => zoomBy(z, -1))}
            disabled={zoom <= ZOOM_MIN}
          >
            <ZoomOutOutlined />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Fit to window (0)">
        <Button
          color="inherit"
          size="small"
          onClick={() => onZoomChange(1)}
          aria-label={`Zoom ${Math.round(zoom * 100)}%, fit to window`}
          sx={{ minWidth: 56, fontVariantNumeric: 'tabular-nums' }}
        >
          {Math.round(zoom * 100)}%
        </Button>
      </Tooltip>
      <Tooltip title="Zoom in (+)">
        <span>
          <IconButton
            aria-label="Zoom in"
            onClick={() => onZoomChange((z) => zoomBy(z, 1))}
            disabled={zoom >= ZOOM_MAX}
          >
            <ZoomInOutlined />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
