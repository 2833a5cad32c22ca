/** Ensemble and team: the team page and a person's page (spec: frame §2 team routes; issue 16). */
export const people = {
  title: 'Ensemble und Team',
  metaDescription: 'Die Menschen des Theaters am Rosenhain: Ensemble, Orchester, Gäste, Leitung und Team.',
  categories: 'Bereiche',
  'count.one': '1 Person',
  'count.other': '{count} Personen',
  empty: 'Zur Zeit sind keine Personen eingetragen.',
  productions: 'Produktionen',
  events: 'Nächste Termine',
  noEvents: 'Zur Zeit sind keine Termine mit {name} geplant.',
  biography: 'Biografie',
  backToTeam: 'Zum Ensemble',
  offline: 'Diese Person ist offline: nur Mitarbeitende sehen diese Seite.',
} as const;
