import type { consent as de } from '../de/consent';
import type { Translation } from '../translate';

export const consent: Translation<typeof de> = {
  title: 'Privacy settings',
  intro:
    'We use necessary cookies to make this website work. With your consent we also use statistics and marketing services and show content from external media such as video and audio. You can change your choice at any time with “Cookie settings” in the footer.',
  privacy: 'Privacy policy',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  settings: 'Settings',
  save: 'Save choices',
  categories: 'Categories',
  necessary: 'Necessary',
  necessaryText: 'Session, security, language and this consent. Always on.',
  statistics: 'Statistics/marketing',
  statisticsText:
    'Audience measurement, advertising, social networks and marketing tools through the tag manager.',
  media: 'External media',
  mediaText: 'Video and audio from YouTube, Vimeo, Spotify, SoundCloud and other providers.',
  optOut: 'Your browser sends “Do Not Track” or “Global Privacy Control”: statistics and marketing stay off.',
};
