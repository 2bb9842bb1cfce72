import { useState } from 'react';
import type {
  AdminFaqView,
  AdminMenuItemView,
  AdminNewsView,
  AdminPageView,
  NewsCategory,
  Page,
} from '@meridian/contract';
import { MAX_PAGE_SIZE } from '@meridian/contract';
import { useTranslate } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';

import { apiGet, apiPost } from '../../api/client';

/**
 * The content lists, read whole (they are short: tiles, banners, pop-ups, notices by the
 * dozen), so order can be changed across the list and an item found for its editor.
 */
const KEY = ['content'] as const;

async function allNews(cId: NewsCategory): Promise<AdminNewsView[]> {
  const items: AdminNewsView[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiGet<Page<AdminNewsView>>('/admin/news', {
      c_id: cId,
      page,
      limit: MAX_PAGE_SIZE,
    });
    items.push(...answer.data);
    if (page >= answer.last_page || answer.data.length === 0) return items;
  }
}

export function useNews(cId: NewsCategory) {
  return useQuery({ queryKey: [...KEY, 'news', cId], queryFn: () => allNews(cId) });
}

export function useMenuItems() {
  return useQuery({
    queryKey: [...KEY, 'menu'],
    queryFn: () => apiGet<AdminMenuItemView[]>('/admin/menu'),
  });
}

export function useFaq() {
  return useQuery({
    queryKey: [...KEY, 'faq'],
    queryFn: () => apiGet<AdminFaqView[]>('/admin/faq'),
  });
}

export function usePages() {
  return useQuery({
    queryKey: [...KEY, 'pages'],
    queryFn: () => apiGet<AdminPageView[]>('/admin/pages'),
  });
}

/**
 * Posts a content change, says the server's answer (or its refusal) and reloads the lists.
 * Answers what the server answered, or undefined when it refused.
 */
export function useContentAction() {
  const t = useTranslate();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async <T>(route: string, body: object, said?: string): Promise<T | undefined> => {
    setBusy(true);
    try {
      const answer = await apiPost<T>(route, body);
      void message.success(
        typeof answer === 'string' && answer ? answer : (said ?? t('content.saved')),
      );
      await client.invalidateQueries({ queryKey: KEY });
      return answer;
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}
