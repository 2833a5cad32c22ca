/** Series and subscriptions (spec: frame §2 series route, webshop series redirect; issue 16). */
export const series = {
  kind: 'Reihe',
  events: 'Termine',
  noEvents: 'Zur Zeit sind in dieser Reihe keine Termine geplant.',
  subscription: 'Abonnement',
  book: 'Abonnement buchen',
  bookNamed: 'Abonnement „{name}“ buchen',
  subscriptionsTitle: 'Abonnements',
  subscriptionsIntro: 'Mit einem Abonnement sehen Sie alle Termine einer Reihe zum Vorzugspreis.',
  subscriptionsMeta: 'Abonnements des Theaters am Rosenhain: Reihen mit Vorzugspreis.',
  noSubscriptions: 'Zur Zeit werden keine Abonnements angeboten.',
  more: 'Zur Reihe',
  offline: 'Diese Reihe ist offline: nur Mitarbeitende sehen diese Seite.',
} as const;
