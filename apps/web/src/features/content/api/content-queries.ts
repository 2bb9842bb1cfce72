import { queryOptions } from '@tanstack/react-query';
import {
  NEWS_CATEGORY,
  type FaqItemView,
  type Language,
  type MenuItemView,
  type NewsCategory,
  type NewsDetailView,
  type NewsItemView,
  type Page,
  type PageKey,
  type PageView,
  type PopupView,
  type SiteConfigView,
} from '@meridian/contract';

import { api } from '../../../lib/api-client';
import { cachedSiteConfig, cacheSiteConfig } from '../model/site-config-cache';

/** How many banners and notices the home page shows. */
export const HOME_NEWS_LIMIT = 10;

/**
 * Content reads. Every text comes back in the request's `lang`, so the language is part of each
 * key: switching language refetches instead of showing the old language's cached texts. All
 * reads are silent because each screen draws its own loading and error states.
 */
export const contentQueries = {
  all: () => ['content'] as const,
  siteConfig: () =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'site-config'] as const,
      queryFn: async () => {
        const config = await api.get<SiteConfigView>('/getSiteConfig', undefined, { silent: true });
        cacheSiteConfig(config);
        return config;
      },
      // The name and logo of the last visit show at once while the current ones load.
      placeholderData: () => cachedSiteConfig() ?? undefined,
      staleTime: 10 * 60_000,
    }),
  setting: (keyword: string) =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'setting', keyword] as const,
      queryFn: () => api.get<string>('/getSetting', { keyword }, { silent: true }),
      staleTime: 10 * 60_000,
    }),
  menu: (lang: Language) =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'menu', lang] as const,
      queryFn: () => api.get<MenuItemView[]>('/menu', undefined, { silent: true }),
      staleTime: 10 * 60_000,
    }),
  news: (lang: Language, c_id: NewsCategory, page = 1, limit = HOME_NEWS_LIMIT) =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'news', lang, c_id, page, limit] as const,
      queryFn: () =>
        api.post<Page<NewsItemView>>('/news/list', { c_id, page, limit }, { silent: true }),
    }),
  banners: (lang: Language) => contentQueries.news(lang, NEWS_CATEGORY.banner),
  notices: (lang: Language) => contentQueries.news(lang, NEWS_CATEGORY.notice),
  article: (lang: Language, id: number) =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'article', lang, id] as const,
      queryFn: () => api.post<NewsDetailView>('/news/detail', { id }, { silent: true }),
    }),
  popup: (lang: Language) =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'popup', lang] as const,
      queryFn: () => api.get<PopupView | null>('/news/index_pop', undefined, { silent: true }),
    }),
  faq: (lang: Language) =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'faq', lang] as const,
      queryFn: () => api.get<FaqItemView[]>('/faq', undefined, { silent: true }),
    }),
  page: (lang: Language, key: PageKey) =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'page', lang, key] as const,
      queryFn: () => api.get<PageView>(`/${key}`, undefined, { silent: true }),
    }),
};
