/** heic-decode ships no types: it decodes the first image of a HEIC/HEIF file to RGBA pixels. */
declare module 'heic-decode' {
  function decode(input: { buffer: Uint8Array }): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
  export default decode;
}
