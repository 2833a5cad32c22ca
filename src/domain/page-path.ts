/**
 * A page path as stored (`pages.path`, below the locale prefix): no slashes at either end, no
 * empty segments; `''` is the home page.
 */
export function normalisePath(path: string): string {
  return path
    .split('/')
    .filter((segment) => segment.length > 0)
    .join('/');
}
