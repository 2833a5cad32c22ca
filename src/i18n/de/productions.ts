/**
 * Productions: the list page and its <foyer-production-list> element (one set of labels for the
 * server fallback and the element), the detail page (spec: programme §2 Productions; the empty
 * texts follow the programme's, §8).
 */
export const productions = {
  title: 'Produktionen',
  metaDescription:
    'Alle Produktionen im Spielplan: Schauspiel, Oper, Tanz, Junges Theater und Ausstellungen.',
  filters: 'Produktionen filtern',
  'filter.season': 'Saison',
  'filter.exhibition_type': 'Art',
  'filter.tag': 'Schlagwort',
  'filter.all': 'Alle',
  date: 'Spielt ab',
  apply: 'Anzeigen',
  list: 'Produktionen',
  nextDate: 'Nächster Termin: {date}',
  more: 'Weitere Produktionen',
  // The list element: its status line, paging and failure (the labels above are shared).
  reset: 'Filter zurücksetzen',
  'count.one': '1 Produktion',
  'count.other': '{count} Produktionen',
  loading: 'Produktionen werden geladen …',
  loadMore: 'Weitere Produktionen laden',
  nextDateLabel: 'Nächster Termin:',
  failed: 'Die Produktionen konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  noUpcoming: 'Leider gibt es keine bevorstehenden Produktionen.',
  noResult: 'Leider hat Ihre Auswahl kein Ergebnis ergeben.',
  noResultHint: 'Bitte löschen Sie einen der Filter oder versuchen Sie eine andere Kombination.',
  about: 'Über die Produktion',
  datesAndTickets: 'Termine und Tickets',
  noDates: 'Zurzeit sind keine Termine geplant.',
  eventLink: 'Zur Vorstellung',
  allDates: 'Alle Termine von {name}',
} as const;
