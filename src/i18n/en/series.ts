import type { series as de } from '../de/series';
import type { Translation } from '../translate';

export const series: Translation<typeof de> = {
  kind: 'Series',
  events: 'Dates',
  noEvents: 'No dates are planned in this series at the moment.',
  subscription: 'Subscription',
  book: 'Book the subscription',
  bookNamed: 'Book the “{name}” subscription',
  subscriptionsTitle: 'Subscriptions',
  subscriptionsIntro: 'With a subscription you see every date of a series at a reduced price.',
  subscriptionsMeta: 'Subscriptions of the Theater am Rosenhain: series at a reduced price.',
  noSubscriptions: 'No subscriptions are offered at the moment.',
  more: 'To the series',
  offline: 'This series is offline: only staff see this page.',
};
