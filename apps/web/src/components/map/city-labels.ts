import { type Map as MapLibreMap, Marker } from 'maplibre-gl';

/** Names shown only from this zoom on: at the continent's scale they would cover the trucks. */
const LABEL_ZOOM = 5;
/** Fewer names at the first zooms where they show, all the base map's cities closer in. */
const LARGE_CITY = 1_000_000;

/**
 * The offline base map has no fonts for the map's own text, so its city names are small HTML labels
 * placed over the cities (a few dozen, shown from LABEL_ZOOM on).
 */
export function addCityLabels(map: MapLibreMap, url: string) {
  const markers: { marker: Marker; population: number }[] = [];
  const show = () => {
    const zoom = map.getZoom();
    for (const m of markers) {
      const visible = zoom >= LABEL_ZOOM + (m.population >= LARGE_CITY ? 0 : 1.5);
      m.marker.getElement().style.visibility = visible ? 'visible' : 'hidden';
    }
  };
  let removed = false;
  void fetch(url)
    .then((res) => res.json())
    .then((cities: GeoJSON.FeatureCollection<GeoJSON.Point, { name: string; population: number }>) => {
      if (removed) return;
      for (const city of cities.features) {
        const el = document.createElement('span');
        el.className = 'map-city-label';
        el.textContent = city.properties.name;
        const marker = new Marker({ element: el, anchor: 'left', offset: [5, 0] })
          .setLngLat(city.geometry.coordinates as [number, number])
          .addTo(map);
        markers.push({ marker, population: city.properties.population });
      }
      show();
    })
    .catch(() => undefined);
  map.on('zoomend', show);
  return {
    remove() {
      removed = true;
      for (const m of markers) m.marker.remove();
    },
  };
}
