// Draws the driver app's home-screen icons (PNG, committed in public/driver-icons) from the brand
// mark of favicon.svg: the white truck on the teal square. Run once after the mark changes:
//   npx tsx apps/web/build/make-driver-icons.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas, Path2D } from '@napi-rs/canvas';

const TEAL = '#0A8D80';
const OUT = join(import.meta.dirname, '../public/driver-icons');

/** The mark's truck in its 32-unit box (favicon.svg): body, cab, two wheels. */
function drawTruck(ctx: ReturnType<ReturnType<typeof createCanvas>['getContext']>) {
  ctx.fillStyle = '#fff';
  ctx.fill(new Path2D('M6.5 11h12.5v9H6.5zM19 13.5h4.2l3.3 3.4V20H19z'));
  for (const cx of [11, 22.2]) {
    ctx.beginPath();
    ctx.arc(cx, 21.5, 2.6, 0, Math.PI * 2);
    ctx.fillStyle = TEAL;
    ctx.fill();
    ctx.lineWidth = 1.6;
    ctx.strokeStyle = '#fff';
    ctx.stroke();
  }
}

/** The truck's middle in the mark's units, and half its diagonal (wheels' strokes included). */
const TRUCK_CENTER = { x: 16.5, y: 18 };
const TRUCK_RADIUS = 12;

/**
 * `any`: the rounded square as on the favicon, on a transparent corner. `maskable`: teal to the
 * edges with the truck inside the safe circle (80% of the width), so any mask the phone cuts leaves it whole.
 */
function icon(size: number, purpose: 'any' | 'maskable'): Buffer {
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = TEAL;
  if (purpose === 'maskable') {
    ctx.fillRect(0, 0, size, size);
    const scale = (size * 0.36) / TRUCK_RADIUS;
    ctx.translate(size / 2 - TRUCK_CENTER.x * scale, size / 2 - TRUCK_CENTER.y * scale);
    ctx.scale(scale, scale);
  } else {
    ctx.beginPath();
    ctx.roundRect(0, 0, size, size, size * 0.22);
    ctx.fill();
    ctx.scale(size / 32, size / 32);
  }
  drawTruck(ctx);
  return canvas.toBuffer('image/png');
}

writeFileSync(join(OUT, 'icon-192.png'), icon(192, 'any'));
writeFileSync(join(OUT, 'icon-512.png'), icon(512, 'any'));
writeFileSync(join(OUT, 'icon-maskable-512.png'), icon(512, 'maskable'));
