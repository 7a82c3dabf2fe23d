/** Offset and the `{ total, page, pages }` envelope of a paged list; `pages` is at least 1. */
export function paging(total: number, page: number, limit: number) {
  return { total, page, pages: Math.max(1, Math.ceil(total / limit)) };
}

export const offsetOf = (page: number, limit: number): number => (page - 1) * limit;
