/** German texts (the default locale). Keys are shared with `en.ts`; the compiler checks both agree. */
export const de = {
  'site.skipToContent': 'Zum Inhalt springen',
  'site.home': 'Startseite',
  'site.breadcrumb': 'Brotkrumen-Navigation',
  'site.mainMenu': 'Hauptmenü',
  'site.secondaryMenu': 'Servicemenü',
  'site.footerMenu': 'Fußzeilenmenü',
  'site.language': 'Sprache',
  'site.languageName': 'Deutsch',
  'site.logoAlt': 'Zur Startseite',
  'legal.terms': 'AGB',
  'legal.imprint': 'Impressum',
  'legal.privacy': 'Datenschutz',
  'error.backHome': 'Zur Startseite',
  'error.unknown': 'Ein unbekannter Fehler ist aufgetreten',
  'error.notFound': 'Diese Seite konnte nicht gefunden werden',
  'error.offline': 'Website offline',
  'error.generic': 'Das hat leider nicht geklappt.',
  'alert.close': 'Hinweis schließen',
  'alert.label': 'Aktueller Hinweis',
  'noscript.continue': 'Fortfahren und Inhalte laden',
} as const;

export type MessageKey = keyof typeof de;
