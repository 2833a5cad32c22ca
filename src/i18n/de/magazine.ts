/**
 * The magazine (issue 15; spec: programme §2 Magazine, frame §2 news routes): the overview,
 * category and topic pages, the article page, the feed and the <foyer-article-list> element.
 */
export const magazine = {
  title: 'Magazin',
  metaDescription: 'Gespräche, Probenberichte, Essays und Neuigkeiten aus dem Theater.',
  categories: 'Kategorien',
  all: 'Alle',
  allTopics: 'Alle #Themen',
  topics: 'Themen',
  topicsTitle: 'Alle Themen',
  topicTitle: '#{name}',
  topicsMeta: 'Alle Themen des Magazins.',
  lead: 'Im Fokus',
  list: 'Artikel',
  more: 'Weitere Artikel',
  searchLabel: 'Im Magazin und auf der Website suchen',
  searchPlaceholder: 'Suchbegriff',
  searchSubmit: 'Suchen',
  by: 'Von {author}',
  publishedOn: 'Veröffentlicht am',
  articleTopics: 'Themen dieses Artikels',
  related: 'Weitere Artikel',
  empty: 'Hier gibt es noch keine Artikel.',
  feed: 'Magazin (Atom-Feed)',
  feedDescription: 'Die neuesten Artikel des Magazins.',
  // The list element.
  loading: 'Artikel werden geladen …',
  loadMore: 'Weitere Artikel laden',
  failed: 'Die Artikel konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  'count.one': '1 Artikel',
  'count.other': '{count} Artikel',
  // Related articles on event and production pages (spec: programme §2 "Blog" section).
  blogSection: 'Aus dem Magazin',
} as const;
