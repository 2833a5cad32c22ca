import type { MessageKey } from './de';

export const en: Record<MessageKey, string> = {
  'site.skipToContent': 'Skip to content',
  'site.home': 'Home',
  'site.breadcrumb': 'Breadcrumb',
  'site.mainMenu': 'Main menu',
  'site.secondaryMenu': 'Service menu',
  'site.footerMenu': 'Footer menu',
  'site.language': 'Language',
  'site.languageName': 'English',
  'site.logoAlt': 'To the home page',
  'legal.terms': 'Terms',
  'legal.imprint': 'Imprint',
  'legal.privacy': 'Privacy policy',
  'error.backHome': 'Zur Startseite',
  'error.unknown': 'an unknown error occurred',
  'error.notFound': 'This page could not be found',
  'error.offline': 'Website offline',
  'error.generic': "Unfortunately, that didn't work.",
  'alert.close': 'Close notice',
  'alert.label': 'Current notice',
  'noscript.continue': 'Fortfahren und Inhalte laden',
};
