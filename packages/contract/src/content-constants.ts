// Constants the web needs, kept apart from the zod schemas so importing them does not pull zod
// into the web's bundle.

/** News categories of `/news/list` (SPEC.md §7): 4 notices, 5 banners. */
export const NEWS_CATEGORY = { notice: 4, banner: 5 } as const;
export type NewsCategory = (typeof NEWS_CATEGORY)[keyof typeof NEWS_CATEGORY];

/**
 * The static pages, each with its own GET route (`/aboutus`, `/contactus`, …); the three `*_help`
 * pages are the operator's own notes beside each earn product's built-in help (issue #17 item 6).
 */
export const PAGE_KEYS = [
  'aboutus',
  'contactus',
  'operational_compliance',
  'share',
  'invest_help',
  'ieo_help',
  'lockup_help',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/** The largest page a list answers; a bigger `limit` is a parameter error. */
export const MAX_PAGE_SIZE = 50;
