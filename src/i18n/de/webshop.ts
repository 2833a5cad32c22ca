/** The webshop layout and the box office cart page (spec: programme §7; issue 4). */
export const webshop = {
  title: 'Webshop',
  intro: 'Karten für alle Vorstellungen finden Sie im Spielplan.',
  tickets: 'Tickets',
  cartTitle: 'Ihr Warenkorb',
  empty: 'Ihr Warenkorb ist leer.',
  toProgramme: 'Zum Spielplan',
  reservedMinutes: 'Ihre Tickets sind {minutes} Minuten für Sie reserviert.',
  event: 'Veranstaltung',
  category: 'Kategorie',
  quantity: 'Anzahl',
  price: 'Preis',
  remove: 'Entfernen',
  total: 'Summe',
  /** The path of the subscriptions page below the locale prefix. */
  subscriptionsPath: 'abonnements',
} as const;
