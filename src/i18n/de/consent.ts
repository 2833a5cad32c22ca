/** The cookie banner <foyer-cookie-banner> and its settings (spec: programme §2 Footer, §3 consent; issue 7). */
export const consent = {
  title: 'Datenschutz-Einstellungen',
  intro:
    'Wir verwenden notwendige Cookies, damit diese Website funktioniert. Mit Ihrer Einwilligung nutzen wir außerdem Statistik- und Marketing-Dienste und zeigen Inhalte externer Medien wie Videos und Audio an. Sie können Ihre Wahl jederzeit über „Cookie-Einstellungen“ im Fußbereich ändern.',
  privacy: 'Datenschutzerklärung',
  acceptAll: 'Alle akzeptieren',
  rejectAll: 'Alle ablehnen',
  settings: 'Einstellungen',
  save: 'Auswahl speichern',
  categories: 'Kategorien',
  necessary: 'Notwendig',
  necessaryText: 'Sitzung, Sicherheit, Sprache und diese Einwilligung. Immer aktiv.',
  statistics: 'Statistik/Marketing',
  statisticsText:
    'Reichweitenmessung, Werbung, soziale Netzwerke und Marketing-Werkzeuge über den Tag-Manager.',
  media: 'Externe Medien',
  mediaText: 'Videos und Audio von YouTube, Vimeo, Spotify, SoundCloud und anderen Anbietern.',
  optOut:
    'Ihr Browser sendet „Do Not Track“ oder „Global Privacy Control“: Statistik und Marketing bleiben aus.',
} as const;
