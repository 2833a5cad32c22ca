/** The search box <foyer-search-box> (spec: programme §4 Search box, §9); the results page is `search.ts`. */
export const searchBox = {
  label: 'Suchbegriff',
  submit: 'Suchen',
  open: 'Suche öffnen',
  clear: 'Eingabe löschen',
  suggestions: 'Vorschläge',
  'count.one': '1 Vorschlag verfügbar',
  'count.other': '{count} Vorschläge verfügbar',
} as const;
