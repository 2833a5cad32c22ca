import type { site as de } from '../de/site';
import type { Translation } from '../translate';

export const site: Translation<typeof de> = {
  skipToContent: 'Skip to content',
  home: 'Home',
  breadcrumb: 'Breadcrumb',
  mainMenu: 'Main menu',
  secondaryMenu: 'Service menu',
  footerMenu: 'Footer menu',
  language: 'Language',
  languageName: 'English',
  logoAlt: 'To the home page',
  'legal.terms': 'Terms',
  'legal.imprint': 'Imprint',
  'legal.privacy': 'Privacy policy',
  'notice.label': 'Display notice',
  'notice.text':
    'This page is shown in a simple version: JavaScript is off, the browser is not supported, or the connection or device is slow. All content can be read.',
  // The spec gives this button's text in German on every page (spec: frame §1).
  'notice.action': 'Fortfahren und Inhalte laden',
  'infoLayer.label': 'Loading notice',
  'infoLayer.text':
    'The connection is slow. Everything is already readable; booking and filters follow shortly.',
  'infoLayer.close': 'Close notice',
};
