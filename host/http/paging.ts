import { badRequest } from './errors';

/** A page of a list as the API answers it (spec: programme §3 "paged result with results and a next link"). */
export interface PagedAnswer<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/**
 * The paged answer of a list endpoint: `next` and `previous` repeat the asked filters (unset ones
 * left out) with the neighbouring page, and `page_size` only when it is not the default. A page
 * past the last one is a client mistake (400 naming `page`), as is any other bad query value.
 */
export function pagedAnswer<T>(options: {
  path: string;
  query: Record<string, string | number | undefined>;
  count: number;
  results: T[];
  page: number;
  pageSize: number;
  defaultPageSize: number;
}): PagedAnswer<T> {
  const { path, query, count, results, page, pageSize, defaultPageSize } = options;
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  if (page > lastPage) {
    throw badRequest(`Invalid query: page: ${page} is out of range (last page is ${lastPage})`, {
      page: `is out of range (last page is ${lastPage})`,
    });
  }
  const link = (target: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
    params.set('page', String(target));
    if (pageSize !== defaultPageSize) params.set('page_size', String(pageSize));
    return `${path}?${params}`;
  };
  return {
    count,
    next: page < lastPage ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
  };
}
