/** Image viewer zoom of spec 2 section 9: 0.5 to 3 in steps of 0.25; 1 fits the image to the viewer. */
export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 3;
export const ZOOM_STEP = 0.25;

export function zoomBy(zoom: number, steps: number): number {
  const next = Math.round((zoom + steps * ZOOM_STEP) / ZOOM_STEP) * ZOOM_STEP;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, next));
}
