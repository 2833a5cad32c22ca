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

/** A text folded as the index folds it, with each folded position's index in the source. */
function fold(source: string): { folded: string; origin: number[] } {
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
  return { folded, origin };
}

/** The tokens folded like the texts, for `matchRanges`. */
function needlesOf(tokens: readonly string[]): string[] {
  return tokens.map((token) => fold(token).folded).filter((needle) => needle.length > 0);
}

/** Every match of a needle in `source` as [start, end) of the source, in order. */
function matchRanges(source: string, needles: readonly string[]): Array<[number, number]> {
  if (needles.length === 0) return [];
  const { folded, origin } = fold(source);
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
  return ranges.sort((a, b) => a[0] - b[0]);
}

/** `source` from `windowStart` to `windowEnd`, escaped, with the ranges in it marked. */
function marked(
  source: string,
  ranges: ReadonlyArray<[number, number]>,
  windowStart = 0,
  windowEnd = source.length,
) {
  let html = '';
  let cursor = windowStart;
  for (const [start, end] of ranges) {
    if (end <= cursor || start >= windowEnd) continue;
    const from = Math.max(start, cursor);
    const to = Math.min(end, windowEnd);
    html += `${escapeHtml(source.slice(cursor, from))}<mark>${escapeHtml(source.slice(from, to))}</mark>`;
    cursor = to;
  }
  return html + escapeHtml(source.slice(cursor, windowEnd));
}

/** A sentence's end: its stop, any closing quote or bracket, and the space after. */
const SENTENCE_END = /[.!?…]["“”»«'’)]*\s/g;

/**
 * Where the passage around `match` begins: at the text's start while the match is early enough to
 * show with what follows it, else at the start of the match's sentence when that is near, else at
 * a word a third of the passage before the match.
 */
function passageStart(source: string, match: [number, number] | undefined, maxLength: number): number {
  if (!match || match[1] <= Math.floor((maxLength * 2) / 3)) return 0;
  const first = match[0];
  const earliest = Math.max(0, first - Math.floor(maxLength / 2));
  let sentence = -1;
  for (const end of source.slice(earliest, first).matchAll(SENTENCE_END))
    sentence = earliest + end.index + end[0].length;
  if (sentence !== -1) return sentence;
  const start = Math.max(0, first - Math.floor(maxLength / 3));
  if (start === 0) return 0;
  const space = source.indexOf(' ', start);
  return space !== -1 && space < first ? space + 1 : start;
}

/** The passage of at most `maxLength` characters of `source` around its first range. */
function passage(source: string, ranges: ReadonlyArray<[number, number]>, maxLength: number): string {
  const windowStart = passageStart(source, ranges[0], maxLength);
  let windowEnd = Math.min(source.length, windowStart + maxLength);
  if (windowEnd < source.length) {
    const space = source.lastIndexOf(' ', windowEnd);
    if (space > windowStart) windowEnd = space;
  }
  const before = windowStart > 0 ? '… ' : '';
  const after = windowEnd < source.length ? ' …' : '';
  return before + marked(source, ranges, windowStart, windowEnd) + after;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A short excerpt of `text` around the first match of any token, HTML-escaped, with every
 * match wrapped in `<mark>`. Matching folds accents and umlaut digraphs (ö, oe and o are the
 * same), like the index does.
 */
export function highlightSnippet(text: string, tokens: readonly string[], maxLength = 180): string {
  const source = collapse(text);
  return passage(source, matchRanges(source, needlesOf(tokens)), maxLength);
}

/**
 * A short field a record is found by but that is no prose (the index's `facts`, migration 0990):
 * the people of an event (`with`), its works, production, series and categories (`tags`), an
 * article's author (`by`), a venue's rooms.
 */
export interface SearchFact {
  key: string;
  values: readonly string[];
}

/** What a hit's snippet is cut from (docs/decisions/0171-search-snippets.md). */
export interface SnippetSource {
  /** The record's readable prose. */
  text: string;
  facts: readonly SearchFact[];
}

/** Facts shown at most in one snippet when several hold a match. */
const MAX_FACT_LINES = 2;

/**
 * One fact as a line: "Mit: Tobias Krüger, Nadia <mark>Petrova</mark>, …". A list too long for
 * `maxLength` starts at the value before the first match and ends with "…" where values are left out; values are never
 * cut. `label` is empty for facts that need none (categories).
 */
function factLine(fact: SearchFact, label: string, needles: readonly string[], maxLength: number): string {
  const values = fact.values.map(collapse).filter((value) => value.length > 0);
  const ranges = values.map((value) => matchRanges(value, needles));
  const firstMatch = ranges.findIndex((found) => found.length > 0);
  let length = label.length + 2;
  const whole = values.reduce((sum, value) => sum + value.length + 2, length);
  const from = whole <= maxLength ? 0 : Math.max(0, firstMatch - 1);
  const shown: string[] = [];
  for (let index = from; index < values.length; index++) {
    const value = values[index] ?? '';
    // The first matched value always shows; the others while they fit.
    if (shown.length > 0 && index > firstMatch && length + value.length > maxLength) break;
    shown.push(marked(value, ranges[index] ?? []));
    length += value.length + 2;
  }
  const list = `${from > 0 ? '…, ' : ''}${shown.join(', ')}${from + shown.length < values.length ? ', …' : ''}`;
  return label ? `${escapeHtml(label)}: ${list}` : list;
}

const holds = (fact: SearchFact, needles: readonly string[]) =>
  fact.values.some((value) => matchRanges(value, needles).length > 0);

/**
 * The snippet of a hit, HTML-escaped with the matches in `<mark>`, from the passage a reader would
 * want (docs/decisions/0171-search-snippets.md):
 * 1. the passage of the prose around the first match, when the prose holds one;
 * 2. else the facts that hold a match, each as a labelled line ("Mit: Tobias Krüger, Nadia
 *    Petrova"), never a run-on join of names;
 * 3. else (a match in the title, or through a stem the texts do not spell out) the start of the
 *    prose, or the first fact.
 */
export function searchSnippet(
  source: SnippetSource,
  tokens: readonly string[],
  label: (fact: SearchFact) => string,
  maxLength = 180,
): string {
  const needles = needlesOf(tokens);
  const text = collapse(source.text);
  const ranges = matchRanges(text, needles);
  if (ranges.length > 0) return passage(text, ranges, maxLength);
  const found = source.facts.filter((fact) => holds(fact, needles)).slice(0, MAX_FACT_LINES);
  if (found.length > 0)
    return found.map((fact) => factLine(fact, label(fact), needles, maxLength / found.length)).join(' · ');
  if (text) return passage(text, [], maxLength);
  const fact = source.facts.find((entry) => entry.values.some((value) => value.trim().length > 0));
  return fact ? factLine(fact, label(fact), [], maxLength) : '';
}
