/**
 * Pure search rules shared by the server, the results page and <foyer-search-box>
 * (spec: programme §2 Search, §4 Search box, §5).
 */

/** Words searched at most; the rest of a very long query is ignored. */
export const MAX_SEARCH_TOKENS = 8;
const MAX_TOKEN_LENGTH = 64;

/**
 * The words of a query: letters and digits only, lowercased, each once. Everything else (tsquery
 * and SQL syntax such as `'`, `&`, `|`, `!`, `:*`, `\`, emoji, control characters) separates
 * words, so it is searched as plain text and can never reach a query parser.
 */
export function searchTokens(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, MAX_TOKEN_LENGTH));
  return [...new Set(words)].slice(0, MAX_SEARCH_TOKENS);
}

/** The text the autocomplete is asked for: trimmed and lowercased (spec: programme §5). */
export function autocompleteText(text: string): string {
  return text.trim().toLowerCase();
}

/** Submit only with non-empty text (spec: programme §5). */
export function canSubmit(text: string): boolean {
  return text.trim().length > 0;
}

/**
 * The category of the current route when it is a search route with one
 * (`/de/search/events/3` → `events`), else null.
 */
export function categoryOfPath(pathname: string): string | null {
  const match = /^\/[a-z]{2}\/search\/([^/?#]+)/.exec(pathname);
  if (!match?.[1] || /^\d+$/.test(match[1])) return null;
  return decodeURIComponent(match[1]);
}

/**
 * Where a search goes: the search route with q; when the current route has a category
 * parameter, that category and page 1 too (spec: programme §2 Search).
 */
export function searchTarget(locale: string, term: string, currentPath: string): string {
  const category = categoryOfPath(currentPath);
  const base = category ? `/${locale}/search/${encodeURIComponent(category)}/1` : `/${locale}/search`;
  return `${base}?q=${encodeURIComponent(term.trim())}`;
}

/** Folded forms of the non-ASCII characters met so far (a few hundred at most). */
const folds = new Map<string, string>();

/**
 * One folded character per source character: lowercase, without accents, ß as s. ASCII is folded
 * by its code and the rest remembered: the snippets of a results page fold every character of
 * twenty texts (a normalisation per character was the search API's largest cost after the
 * database at city size).
 */
function foldChar(char: string): string {
  const code = char.charCodeAt(0);
  if (code < 128) return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : char;
  let folded = folds.get(char);
  if (folded === undefined) {
    folded =
      char === 'ß' ? 's' : char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().charAt(0) || char;
    folds.set(char, folded);
  }
  return folded;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A short excerpt of `text` around the first match of any token, HTML-escaped, with every
 * match wrapped in `<mark>`. Matching folds accents and umlaut digraphs (ö, oe and o are the
 * same), like the index does.
 */
export function highlightSnippet(text: string, tokens: readonly string[], maxLength = 180): string {
  const source = text.replace(/\s+/g, ' ').trim();
  // Folded text with a map from each folded position back to the source.
  let folded = '';
  const origin: number[] = [];
  for (let index = 0; index < source.length; index++) {
    const char = foldChar(source[index] ?? '');
    const next = source[index + 1]?.toLowerCase();
    folded += char;
    origin.push(index);
    // ae, oe, ue read as ä, ö, ü: skip the e so "Zauberfloete" folds like "Zauberflöte".
    if ((char === 'a' || char === 'o' || char === 'u') && next === 'e') {
      index++;
    }
  }
  const needles = tokens
    .map((token) => {
      let value = '';
      for (let index = 0; index < token.length; index++) {
        const char = foldChar(token[index] ?? '');
        value += char;
        if ((char === 'a' || char === 'o' || char === 'u') && token[index + 1]?.toLowerCase() === 'e')
          index++;
      }
      return value;
    })
    .filter((needle) => needle.length > 0);
  const ranges: Array<[number, number]> = [];
  for (const needle of needles) {
    let from = folded.indexOf(needle);
    while (from !== -1) {
      const start = origin[from] ?? 0;
      const endFolded = from + needle.length;
      const end = endFolded < origin.length ? (origin[endFolded] ?? source.length) : source.length;
      ranges.push([start, end]);
      from = folded.indexOf(needle, endFolded);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const first = ranges[0]?.[0] ?? 0;
  let windowStart = Math.max(0, first - Math.floor(maxLength / 3));
  if (windowStart > 0) {
    const space = source.indexOf(' ', windowStart);
    if (space !== -1 && space < first) windowStart = space + 1;
  }
  let windowEnd = Math.min(source.length, windowStart + maxLength);
  if (windowEnd < source.length) {
    const space = source.lastIndexOf(' ', windowEnd);
    if (space > windowStart) windowEnd = space;
  }
  let html = windowStart > 0 ? '… ' : '';
  let cursor = windowStart;
  for (const [start, end] of ranges) {
    if (end <= cursor || start >= windowEnd) continue;
    const from = Math.max(start, cursor);
    const to = Math.min(end, windowEnd);
    html += `${escapeHtml(source.slice(cursor, from))}<mark>${escapeHtml(source.slice(from, to))}</mark>`;
    cursor = to;
  }
  html += escapeHtml(source.slice(cursor, windowEnd));
  if (windowEnd < source.length) html += ' …';
  return html;
}
