import { BOUNDED_INPUT, loadSharp } from '../../lib/native-images';
import { eraseLeaders } from './erase-leaders';

/** An 8-bit greyscale picture, one byte a pixel, row by row. */
export type GreyImage = { data: Buffer; width: number; height: number };

/** Skew searched, in degrees either way; scanners and fax feeders rarely tilt a sheet further. */
const MAX_SKEW = 4;
/** Tilts smaller than this are left alone: over a page width they move a line by a pixel or two. */
const MIN_SKEW = 0.2;

function histogram(data: Buffer) {
  const hist = new Float64Array(256);
  for (const v of data) hist[v] = (hist[v] ?? 0) + 1;
  return hist;
}

/** Otsu's threshold: the grey level that best splits the picture into ink and paper. */
function otsu(hist: Float64Array, total: number) {
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * (hist[i] ?? 0);
  let sumInk = 0;
  let ink = 0;
  let best = -1;
  let threshold = 128;
  for (let i = 0; i < 256; i++) {
    ink += hist[i] ?? 0;
    const paper = total - ink;
    if (!ink || !paper) continue;
    sumInk += i * (hist[i] ?? 0);
    const spread = ink * paper * (sumInk / ink - (sum - sumInk) / paper) ** 2;
    if (spread > best) {
      best = spread;
      threshold = i;
    }
  }
  return threshold;
}

function medianLevel(hist: Float64Array, from: number, to: number) {
  let count = 0;
  for (let i = from; i <= to; i++) count += hist[i] ?? 0;
  let seen = 0;
  for (let i = from; i <= to; i++) {
    seen += hist[i] ?? 0;
    if (seen >= count / 2) return i;
  }
  return to;
}

/** The most common grey level: paper, on any page of a document. */
function peak(hist: Float64Array) {
  let best = 255;
  for (let i = 0; i < 256; i++) if ((hist[i] ?? 0) > (hist[best] ?? 0)) best = i;
  return best;
}

/** Ink covers far less of a page than this; an Otsu split with more "ink" cut the paper's grain in two. */
const MAX_INK_SHARE = 0.3;

/**
 * Stretches contrast so typical ink is black and typical paper white: a grey or yellowed sheet and
 * faint toner become what the recogniser was trained on. Levels come from the picture itself (the
 * medians either side of Otsu's threshold), so a dark scan and a pale one end up alike. On a sparse
 * page of grainy paper Otsu splits the grain instead; ink is then what is far darker than the paper.
 */
export function normaliseLevels(image: GreyImage) {
  const hist = histogram(image.data);
  let threshold = otsu(hist, image.data.length);
  let below = 0;
  for (let i = 0; i <= threshold; i++) below += hist[i] ?? 0;
  if (below > image.data.length * MAX_INK_SHARE) threshold = Math.round(peak(hist) * 0.6);
  const ink = medianLevel(hist, 0, threshold);
  const paper = medianLevel(hist, threshold + 1, 255);
  if (paper - ink < 16) return;
  const scale = 255 / (paper - ink);
  const table = new Uint8Array(256);
  for (let i = 0; i < 256; i++) table[i] = Math.max(0, Math.min(255, Math.round((i - ink) * scale)));
  const { data } = image;
  for (let i = 0; i < data.length; i++) data[i] = table[data[i] ?? 255] ?? 255;
}

/** How well rows of ink line up when the page is sheared by `tan`: sharp peaks mean level lines. */
function alignment(xs: Int32Array, ys: Int32Array, count: number, tan: number, bins: Float64Array) {
  bins.fill(0);
  const offset = bins.length / 2;
  for (let i = 0; i < count; i++) {
    const row = Math.round((ys[i] ?? 0) - (xs[i] ?? 0) * tan + offset);
    if (row >= 0 && row < bins.length) bins[row] = (bins[row] ?? 0) + 1;
  }
  let score = 0;
  for (const b of bins) score += b * b;
  return score;
}

/**
 * The page's tilt in degrees (positive: turned clockwise, lines fall to the right), by the
 * projection-profile method: the angle at which dark pixels pile into the fewest, fullest rows.
 * Searched coarsely, then to a tenth of a degree around the best coarse angle.
 */
export function skewAngle(image: GreyImage): number {
  const { data, width, height } = image;
  // Every third pixel of every row is plenty and keeps the search fast on a 300 dpi page.
  const cap = Math.ceil((width * height) / 3);
  const xs = new Int32Array(cap);
  const ys = new Int32Array(cap);
  let count = 0;
  for (let y = 0; y < height; y++)
    for (let x = y % 3; x < width; x += 3)
      if ((data[y * width + x] ?? 255) < 96) {
        xs[count] = x;
        ys[count++] = y;
      }
  if (count < 500) return 0;
  const bins = new Float64Array(height + width);
  const score = (deg: number) => alignment(xs, ys, count, Math.tan((deg * Math.PI) / 180), bins);
  let best = 0;
  let bestScore = score(0);
  const search = (from: number, to: number, step: number) => {
    for (let deg = from; deg <= to + 1e-9; deg += step) {
      const s = score(deg);
      if (s > bestScore) [best, bestScore] = [deg, s];
    }
  };
  search(-MAX_SKEW, MAX_SKEW, 0.5);
  search(best - 0.4, best + 0.4, 0.1);
  return Math.round(best * 10) / 10;
}

const raw = (image: GreyImage) => ({ raw: { width: image.width, height: image.height, channels: 1 as const } });

/** Turns the page by `-angle` degrees about its centre, keeping its size (corners come in white). */
async function rotate(image: GreyImage, angle: number): Promise<GreyImage> {
  const sharp = await loadSharp();
  const turned = await sharp(image.data, raw(image))
    .rotate(-angle, { background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const data = await sharp(turned.data, {
    raw: { width: turned.info.width, height: turned.info.height, channels: turned.info.channels },
  })
    .extract({
      left: Math.floor((turned.info.width - image.width) / 2),
      top: Math.floor((turned.info.height - image.height) / 2),
      width: image.width,
      height: image.height,
    })
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { data, width: image.width, height: image.height };
}

/**
 * Readies a scanned page's pixels: a 3x3 median takes out the speckle of noisy scans and JPEG
 * artefacts (which otherwise glue to letters and blow up word boxes), and levels make ink black and
 * paper white.
 */
export async function despeckle(image: GreyImage): Promise<GreyImage> {
  const sharp = await loadSharp();
  const data = await sharp(image.data, raw(image)).median(3).extractChannel(0).raw().toBuffer();
  const clean = { data, width: image.width, height: image.height };
  normaliseLevels(clean);
  return clean;
}

/**
 * Turns a despeckled page level, so each printed line is one row of words, and erases leaders and
 * rules drawn in characters.
 */
export async function levelPage(clean: GreyImage): Promise<GreyImage & { skew: number; letter: number }> {
  const skew = skewAngle(clean);
  const turn = Math.abs(skew) < MIN_SKEW ? 0 : skew;
  const level = turn ? await rotate(clean, turn) : clean;
  const { letter } = eraseLeaders(level);
  return { ...level, skew: turn, letter };
}

/** The page turned clockwise by a quarter, a half or three quarters (a sheet fed sideways or upside down). */
export async function quarterTurned(image: GreyImage, degrees: 90 | 180 | 270): Promise<GreyImage> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(image.data, raw(image))
    .rotate(degrees)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Longest side of an uploaded picture given to the recogniser (a Letter page at 300 dpi). */
const MAX_IMAGE_SIDE = 3300;

/** An uploaded PNG or JPEG as greyscale pixels: EXIF-turned upright, on white, shrunk if larger than needed. */
export async function decodeImage(bytes: Buffer): Promise<GreyImage> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(bytes, BOUNDED_INPUT)
    .rotate()
    .resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true })
    // A transparent background is paper, not the black its empty pixels hold.
    .flatten({ background: '#ffffff' })
    .greyscale()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
