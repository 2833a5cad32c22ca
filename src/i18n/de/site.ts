/** The page frame every site page shares: skip link, breadcrumb, menus, language, logo, legal links (spec: frame §1, §2). */
export const site = {
  skipToContent: 'Zum Inhalt springen',
  home: 'Startseite',
  breadcrumb: 'Brotkrumen-Navigation',
  mainMenu: 'Hauptmenü',
  secondaryMenu: 'Servicemenü',
  footerMenu: 'Fußzeilenmenü',
  language: 'Sprache',
  languageName: 'Deutsch',
  logoAlt: 'Zur Startseite',
  'legal.terms': 'AGB',
  'legal.imprint': 'Impressum',
  'legal.privacy': 'Datenschutz',
  // The fallback notice (spec: frame §1): scripting off, unsupported browser, slow connection or device.
  'notice.label': 'Hinweis zur Darstellung',
  'notice.text':
    'Diese Seite wird in einer einfachen Fassung gezeigt: JavaScript ist ausgeschaltet, der Browser wird nicht unterstützt oder Verbindung oder Gerät sind langsam. Alle Inhalte sind lesbar.',
  'notice.action': 'Fortfahren und Inhalte laden',
  // The info layer (issue 22): the page's interactive parts are slow to arrive.
  'infoLayer.label': 'Ladehinweis',
  'infoLayer.text':
    'Die Verbindung ist langsam. Alle Inhalte sind schon lesbar, Buchung und Filter folgen gleich.',
  'infoLayer.close': 'Hinweis schließen',
} as const;
