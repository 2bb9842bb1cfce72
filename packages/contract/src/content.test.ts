import { describe, expect, it } from 'vitest';

import { adminLoginInputSchema } from './admin.js';
import {
  imageUrlSchema,
  linkSchema,
  menuItemCreateInputSchema,
  menuItemUpdateInputSchema,
  newsCreateInputSchema,
  newsListInputSchema,
  sortInputSchema,
} from './content.js';

const issue = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues[0];

describe('content schemas', () => {
  it.each([
    [{ c_id: '4' }, { c_id: 4, page: 1, limit: 10 }],
    [
      { c_id: 5, page: '3', limit: '50' },
      { c_id: 5, page: 3, limit: 50 },
    ],
  ])('news list %j parses to %j', (input, output) => {
    expect(newsListInputSchema.parse(input)).toEqual(output);
  });

  it.each([
    [{ c_id: '6' }, 'c_id'],
    [{}, 'c_id'],
    [{ c_id: 4, page: '0' }, 'page'],
    [{ c_id: 4, limit: '51' }, 'limit'],
  ])('news list refuses %j at %s', (input, field) => {
    expect(issue(newsListInputSchema.safeParse(input))?.path).toEqual([field]);
  });

  it('reads translations from a JSON text (form bodies) or an object, and needs English to create', () => {
    const fromText = menuItemCreateInputSchema.parse({
      key: 'promo',
      icon: 'gift',
      translations: '{"en":{"label":" Promo "}}',
    });
    expect(fromText).toMatchObject({
      route: null,
      sort: 0,
      is_published: false,
      translations: { en: { label: 'Promo' } },
    });
    expect(
      menuItemCreateInputSchema.parse({
        key: 'promo',
        icon: 'gift',
        is_published: '1',
        translations: { en: { label: 'P' } },
      }).is_published,
    ).toBe(true);
    expect(
      issue(
        menuItemCreateInputSchema.safeParse({
          key: 'promo',
          icon: 'gift',
          translations: { zh: { label: '促销' } },
        }),
      ),
    ).toMatchObject({
      path: ['translations', 'en'],
      message: 'PARAMETER_ERROR',
    });
    expect(menuItemUpdateInputSchema.safeParse({ id: 1, translations: { en: null } }).success).toBe(
      false,
    );
    expect(
      menuItemUpdateInputSchema.parse({ id: '1', translations: { th: null } }).translations,
    ).toEqual({ th: null });
  });

  it('allows a pop-up only on a notice', () => {
    expect(
      newsCreateInputSchema.safeParse({
        c_id: 4,
        is_popup: '1',
        translations: { en: { title: 'x' } },
      }).success,
    ).toBe(true);
    expect(
      issue(
        newsCreateInputSchema.safeParse({
          c_id: 5,
          is_popup: '1',
          translations: { en: { title: 'x' } },
        }),
      )?.path,
    ).toEqual(['is_popup']);
  });

  it.each([
    ['', true],
    ['/uploads/0123456789abcdef0123456789abcdef.webp', true],
    ['https://cdn.example.com/a.png', true],
    ['http://cdn.example.com/a.png', false],
    ['/uploads/../secret', false],
    ['javascript:alert(1)', false],
  ])('image %j valid: %s', (value, valid) => {
    expect(imageUrlSchema.safeParse(value).success).toBe(valid);
  });

  it.each([
    ['/pages/setting/share', true],
    ['https://example.com', true],
    ['/pages', false],
    ['javascript:alert(1)', false],
  ])('link %j valid: %s', (value, valid) => {
    expect(linkSchema.safeParse(value).success).toBe(valid);
  });

  it('reads sort ids from a comma list or JSON array and refuses repeats', () => {
    expect(sortInputSchema.parse({ ids: '3, 1,2' }).ids).toEqual([3, 1, 2]);
    expect(sortInputSchema.parse({ ids: '[2,1]' }).ids).toEqual([2, 1]);
    expect(sortInputSchema.safeParse({ ids: '1,1' }).success).toBe(false);
    expect(sortInputSchema.safeParse({ ids: '' }).success).toBe(false);
  });

  it('lower-cases the operator login address', () => {
    expect(adminLoginInputSchema.parse({ email: 'Ops@Example.COM', password: 'x' }).email).toBe(
      'ops@example.com',
    );
  });
});
