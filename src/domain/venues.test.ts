import { describe, expect, it } from 'vitest';
import { distanceMetres, markersNear } from './venues';

describe('map markers near a venue', () => {
  const house = { lat: 51.0, lng: 11.0 };

  it('measures distances on the earth (one degree of latitude is about 111 km)', () => {
    expect(Math.round(distanceMetres(house, { lat: 52.0, lng: 11.0 }) / 1000)).toBe(111);
    expect(distanceMetres(house, house)).toBe(0);
  });

  it('keeps markers within the radius, nearest first, without the venue itself', () => {
    const markers = [
      { lat: 51.0, lng: 11.0, title: 'Haus' },
      { lat: 51.0011, lng: 11.0024, title: 'Parkhaus' },
      { lat: 50.9991, lng: 10.9978, title: 'Haltestelle' },
      { lat: 51.1, lng: 11.0, title: 'Anderswo' },
    ];
    expect(markersNear(house, markers).map((marker) => [marker.title, marker.metres])).toEqual([
      ['Haltestelle', 184],
      ['Parkhaus', 208],
    ]);
    expect(markersNear(house, markers, 190).map((marker) => marker.title)).toEqual(['Haltestelle']);
    expect(markersNear(house, [])).toEqual([]);
  });
});
