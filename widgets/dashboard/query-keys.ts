/**
 * react-query keys of the dashboard. Every dashboard query key starts with DASHBOARD_QUERY_KEY,
 * so one invalidation (after a document action, or a realtime to-do-list event) refreshes
 * tiles, the open queue page and the book cards together.
 */
export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

export const dashboardKeys = {
  tiles: (search: string) => [...DASHBOARD_QUERY_KEY, 'tiles', search] as const,
  queue: (code: string, page: number, pageSize: number, search: string, organizationId: number | null) =>
    [...DASHBOARD_QUERY_KEY, 'queue', code, page, pageSize, search, organizationId] as const,
  books: () => [...DASHBOARD_QUERY_KEY, 'books'] as const,
  book: (bookType: string, search: string) => [...DASHBOARD_QUERY_KEY, 'book', bookType, search] as const,
  organizations: () => [...DASHBOARD_QUERY_KEY, 'organizations'] as const,
};
