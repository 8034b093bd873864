declare module 'virtual:base-map' {
  /** The offline base map's GeoJSON layers, built from geodata packages (build/base-map.ts). */
  export const baseMapUrls: Record<'land' | 'borders' | 'states' | 'cities', string>;
}
