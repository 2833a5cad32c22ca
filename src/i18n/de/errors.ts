/** Error pages (spec: frame §8). */
export const errors = {
  backHome: 'Zur Startseite',
  unknown: 'Ein unbekannter Fehler ist aufgetreten',
  notFound: 'Diese Seite konnte nicht gefunden werden',
  offline: 'Website offline',
  generic: 'Das hat leider nicht geklappt.',
  /** When the error page itself fails (a bare page, no frame). */
  errorPageFailed: 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten.',
} as const;
