export interface PhonePosition {
  lat: number;
  lng: number;
}

/** How long an action waits for the phone's position before it goes without one. */
export const POSITION_WAIT_MS = 2000;

let lastKnown: { at: number; position: PhonePosition } | null = null;
/** A fix this recent is as good as a new one for a truck at a dock. */
const FRESH_MS = 2 * 60_000;

const round = (v: number) => Math.round(v * 1e6) / 1e6;

/**
 * The phone's position if it comes quickly: never longer than `waitMs`, and null when the driver
 * said no, the phone has no fix or no geolocation. Actions never wait on it beyond that.
 */
export function quickPosition(waitMs = POSITION_WAIT_MS): Promise<PhonePosition | null> {
  const fresh = lastKnown && Date.now() - lastKnown.at < FRESH_MS ? lastKnown.position : null;
  if (!('geolocation' in navigator)) return Promise.resolve(fresh);
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(fresh), waitMs);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        window.clearTimeout(timer);
        const position = { lat: round(coords.latitude), lng: round(coords.longitude) };
        lastKnown = { at: Date.now(), position };
        resolve(position);
      },
      () => {
        window.clearTimeout(timer);
        resolve(fresh);
      },
      { enableHighAccuracy: false, maximumAge: FRESH_MS, timeout: waitMs },
    );
  });
}
