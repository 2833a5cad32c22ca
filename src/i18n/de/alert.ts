/** The top alert: the <foyer-alert-bar> element and its server-rendered fallback (spec: programme §4 Top alert). */
export const alert = {
  close: 'Hinweis schließen',
  label: 'Aktueller Hinweis',
} as const;
