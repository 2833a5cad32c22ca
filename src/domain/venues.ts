/**
 * A venue's map and directions (issue 16; docs/decisions/0030): OpenStreetMap, whose embed needs
 * no key and sets no cookie; the frame still loads only after external-media consent
 * (`<foyer-embed provider="openstreetmap">`). Pure: shared by the server and the modules.
 */

export interface MapPoint {
  lat: number;
  lng: number;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** The embeddable map around a point with its marker. */
export function mapEmbedUrl(point: MapPoint): string {
  const [lat, lng] = [round(point.lat), round(point.lng)];
  const bbox = [lng - 0.008, lat - 0.004, lng + 0.008, lat + 0.004].map(round).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${encodeURIComponent(`${lat},${lng}`)}`;
}

/** The map provider's page for the point (the link without consent or JavaScript). */
export function mapPageUrl(point: MapPoint): string {
  const [lat, lng] = [round(point.lat), round(point.lng)];
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

/** Directions to the venue at the map provider: to its point, or a search for its address. */
export function directionsUrl(point: MapPoint | null, address: string): string {
  if (point) {
    const [lat, lng] = [round(point.lat), round(point.lng)];
    return `https://www.openstreetmap.org/directions?route=${encodeURIComponent(`;${lat},${lng}`)}`;
  }
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

/** A point of the design settings' map markers (spec: frame §7 map settings). */
export interface MapMarker extends MapPoint {
  title: string;
}

const EARTH_RADIUS_M = 6_371_000;

/** Metres between two points on the earth's surface (haversine). */
export function distanceMetres(a: MapPoint, b: MapPoint): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/**
 * The design settings' markers near a venue (parking, stops, the box office in another house),
 * nearest first: within `radius` metres, but not the venue's own point (closer than 25 m).
 */
export function markersNear(
  point: MapPoint,
  markers: readonly MapMarker[],
  radius = 1500,
): Array<MapMarker & { metres: number }> {
  return markers
    .map((marker) => ({ ...marker, metres: Math.round(distanceMetres(point, marker)) }))
    .filter((marker) => marker.metres >= 25 && marker.metres <= radius)
    .sort((a, b) => a.metres - b.metres);
}
