import type { Translation } from '../translate';
import type { site as de } from '../de/site';

export const site: Translation<typeof de> = {
  'skipToContent': 'Skip to content',
  'home': 'Home',
  'breadcrumb': 'Breadcrumb',
  'mainMenu': 'Main menu',
  'secondaryMenu': 'Service menu',
  'footerMenu': 'Footer menu',
  'language': 'Language',
  'languageName': 'English',
  'logoAlt': 'To the home page',
  'legal.terms': 'Terms',
  'legal.imprint': 'Imprint',
  'legal.privacy': 'Privacy policy',
};
