import { describe, expect, it } from 'vitest';

import { listAreas, searchAreas } from './area-options';

describe('area picker', () => {
  it('names regions in the viewer language', () => {
    expect(listAreas('en').find((a) => a.region === 'CN')?.name).toBe('China');
    expect(listAreas('ja').find((a) => a.region === 'JP')?.name).toBe('日本');
  });

  it('finds an area by name, ISO code or dialling code', () => {
    const areas = listAreas('en');
    expect(searchAreas(areas, 'singa').map((a) => a.code)).toEqual(['65']);
    expect(searchAreas(areas, '+852').map((a) => a.region)).toEqual(['HK']);
    expect(searchAreas(areas, 'gb').map((a) => a.code)).toEqual(['44']);
    expect(searchAreas(areas, '')).toHaveLength(areas.length);
    expect(searchAreas(areas, 'atlantis')).toEqual([]);
  });
});
