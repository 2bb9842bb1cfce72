import { describe, expect, it } from 'vitest';

import { uploadPath } from './upload-path';

describe('uploadPath', () => {
  it.each([
    ['/uploads/private/3f2a9c.webp?expires=1790000000&sig=ab12', '/uploads/3f2a9c.webp'],
    [
      'https://meridian.example/uploads/private/3f2a9c.webp?expires=1&sig=ab',
      '/uploads/3f2a9c.webp',
    ],
    ['/uploads/3f2a9c.webp', '/uploads/3f2a9c.webp'],
    ['https://elsewhere.example/a.png', 'https://elsewhere.example/a.png'],
  ])('sends %s back as %s', (link, path) => {
    expect(uploadPath(link)).toBe(path);
  });
});
