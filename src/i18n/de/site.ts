/** The page frame every site page shares: skip link, breadcrumb, menus, language, logo, legal links (spec: frame §1, §2). */
export const site = {
  'skipToContent': 'Zum Inhalt springen',
  'home': 'Startseite',
  'breadcrumb': 'Brotkrumen-Navigation',
  'mainMenu': 'Hauptmenü',
  'secondaryMenu': 'Servicemenü',
  'footerMenu': 'Fußzeilenmenü',
  'language': 'Sprache',
  'languageName': 'Deutsch',
  'logoAlt': 'Zur Startseite',
  'legal.terms': 'AGB',
  'legal.imprint': 'Impressum',
  'legal.privacy': 'Datenschutz',
} as const;
