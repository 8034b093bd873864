import type { Plugin } from 'vite';
import { BASE_MAP_LAYERS, type BaseMapLayer, baseMapLayer } from './base-map-data';

const MODULE_ID = 'virtual:base-map';
const RESOLVED_ID = `\0${MODULE_ID}`;
/** Where the dev server answers each layer (a build writes them as hashed assets instead). */
const DEV_PREFIX = '/@base-map/';

/**
 * The offline base map's GeoJSON (land, borders, states, cities), built from npm geodata packages
 * when the app is built: `import { baseMapUrls } from 'virtual:base-map'` gives each layer's URL.
 * Nothing is downloaded when the app runs, and the files are cached like any other asset.
 */
export function baseMap(): Plugin {
  let serving = false;
  return {
    name: 'base-map',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const urls = BASE_MAP_LAYERS.map((layer) => {
        if (serving) return `${layer}: ${JSON.stringify(`${DEV_PREFIX}${layer}.geojson`)}`;
        const ref = this.emitFile({ type: 'asset', name: `${layer}.geojson`, source: baseMapLayer(layer) });
        return `${layer}: import.meta.ROLLUP_FILE_URL_${ref}`;
      });
      return `export const baseMapUrls = { ${urls.join(', ')} };`;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const layer = req.url?.startsWith(DEV_PREFIX) ? req.url.slice(DEV_PREFIX.length).replace(/\.geojson$/, '') : '';
        if (!BASE_MAP_LAYERS.includes(layer as BaseMapLayer)) return next();
        res.setHeader('content-type', 'application/geo+json');
        res.end(baseMapLayer(layer as BaseMapLayer));
      });
    },
  };
}
