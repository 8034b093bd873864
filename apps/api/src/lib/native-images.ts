import { IMAGE_MAX_PIXELS } from '@tms/domain';
import type Sharp from 'sharp';

/**
 * The image libraries, loaded on first use: libvips (sharp) and the HEIC decoder (a WebAssembly
 * build with its own memory) cost tens of megabytes of a process that may never touch an image.
 */
let sharpLib: Promise<typeof Sharp> | undefined;
export function loadSharp(): Promise<typeof Sharp> {
  sharpLib ??= import('sharp').then(({ default: sharp }) => {
    // libvips keeps recent results in a cache; each image here is read once, so it would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return sharpLib;
}

/**
 * Options for every image libvips decodes: it refuses, before allocating, an image over the pixel
 * limit (decision 0130), so no file decodes to more memory than the limit allows.
 */
export const BOUNDED_INPUT = { limitInputPixels: IMAGE_MAX_PIXELS } as const;

type HeicDecode = typeof import('heic-decode').default;
let heicLib: Promise<HeicDecode> | undefined;
export function loadHeicDecode(): Promise<HeicDecode> {
  heicLib ??= import('heic-decode').then((m) => m.default);
  return heicLib;
}
