import type { BaseRecord, CrudFilter, DataProvider } from '@refinedev/core';
import type { Page } from '@meridian/contract';

import { apiGet, apiPost } from './client';

/**
 * Refine's data provider over the operator API. A resource `news` lists at `/admin/news` and
 * changes at `/admin/news/create|update|delete`; `meta.route` names another list route (for
 * example `users/journal`). Lists answer either a Page or a plain array.
 */
type Query = Record<string, string | number | boolean | undefined>;

function filterQuery(filters: CrudFilter[] = []): Query {
  const query: Query = {};
  for (const filter of filters) {
    if ('field' in filter && filter.value !== undefined && filter.value !== null) {
      query[filter.field] = filter.value as string | number | boolean;
    }
  }
  return query;
}

function routeOf(resource: string, meta?: Record<string, unknown>): string {
  return `/admin/${typeof meta?.route === 'string' ? meta.route : resource}`;
}

export const dataProvider: DataProvider = {
  getApiUrl: () => '/api',

  async getList<T extends BaseRecord>({
    resource,
    pagination,
    filters,
    meta,
  }: Parameters<DataProvider['getList']>[0]) {
    const paged = pagination?.mode !== 'off' && pagination?.mode !== 'client';
    const answer = await apiGet<Page<T> | T[]>(routeOf(resource, meta), {
      ...(meta?.query as Query | undefined),
      ...filterQuery(filters),
      ...(paged ? { page: pagination?.currentPage ?? 1, limit: pagination?.pageSize ?? 20 } : {}),
    });
    return Array.isArray(answer)
      ? { data: answer, total: answer.length }
      : { data: answer.data, total: answer.total };
  },

  async getOne<T extends BaseRecord>({
    resource,
    id,
    meta,
  }: Parameters<DataProvider['getOne']>[0]) {
    const idParam = (meta?.idParam as string | undefined) ?? 'id';
    const data = await apiGet<T>(routeOf(resource, meta ?? { route: `${resource}/detail` }), {
      [idParam]: id,
    });
    return { data };
  },

  async create<T extends BaseRecord>({
    resource,
    variables,
  }: Parameters<DataProvider['create']>[0]) {
    const data = await apiPost<T>(`/admin/${resource}/create`, variables as object);
    return { data };
  },

  async update<T extends BaseRecord>({
    resource,
    id,
    variables,
  }: Parameters<DataProvider['update']>[0]) {
    const data = await apiPost<T>(`/admin/${resource}/update`, {
      ...(variables as object),
      id,
    });
    return { data };
  },

  async deleteOne<T extends BaseRecord>({
    resource,
    id,
  }: Parameters<DataProvider['deleteOne']>[0]) {
    const data = await apiPost<T>(`/admin/${resource}/delete`, { id });
    return { data };
  },

  async custom<T extends BaseRecord>({
    url,
    method,
    payload,
    query,
  }: Parameters<NonNullable<DataProvider['custom']>>[0]) {
    const data =
      method === 'get'
        ? await apiGet<T>(url, (query ?? {}) as Query)
        : await apiPost<T>(url, payload ?? {});
    return { data };
  },
};
