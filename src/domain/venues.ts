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
