import type { MenuItemView, NewsItemView, Page } from '@meridian/contract';

/** A page of news items as POST /news/list answers it. */
export function newsPage(items: NewsItemView[]): Page<NewsItemView> {
  return { data: items, current_page: 1, per_page: 10, total: items.length, last_page: 1 };
}

export function newsItem(overrides: Partial<NewsItemView> & Pick<NewsItemView, 'id' | 'title'>) {
  return {
    c_id: 4,
    summary: '',
    image: '',
    link: '',
    created_at: Date.now(),
    ...overrides,
  } as NewsItemView;
}

export function menuItem(
  overrides: Partial<MenuItemView> & Pick<MenuItemView, 'id' | 'key' | 'label'>,
): MenuItemView {
  return { icon: overrides.key, route: null, sort: overrides.id, ...overrides };
}
