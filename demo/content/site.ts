import type { DesignSettings } from '../../src/contract/settings';

export const DEMO_SITE_SETTINGS = {
  is_site_online: true,
  is_shop_online: true,
  html_header: '',
  // The HTML blocks are one text for both languages (spec: settings code blocks): German, marked
  // as German so the English pages read it out in the right language (WCAG 3.1.2).
  html_footer_top:
    '<p class="footer-claim" lang="de">Theater am Rosenhain – Schauspiel, Oper, Konzert und Junges Theater seit 1911.</p>',
  html_footer_bottom: '<p lang="de">Gefördert von der Stadt Kellberg und dem Land.</p>',
  html_footer_logos: null,
};

export const DEMO_DESIGN_SETTINGS: DesignSettings = {
  siteName: 'Theater am Rosenhain',
  cookies: { tagManagerId: 'GTM-DEMO000', policyRevision: 1, consentTags: {} },
  header: {
    logoLink: '/de',
    basketLink: '/webshop/cart',
    webshopLink: '/webshop',
  },
  errors: {},
  stickyOverlayButton: true,
  teamAccordion: true,
  menuStyle: 'style1',
  eventStyle: 'style1',
  map: {
    apiKey: null,
    mapId: null,
    // The house itself, and what visitors look for around it (listed on the venue pages).
    markers: [
      { lat: 51.0, lng: 11.0, title: 'Theater am Rosenhain' },
      { lat: 51.0011, lng: 11.0024, title: 'Parkhaus am Rosengarten' },
      { lat: 50.9991, lng: 10.9978, title: 'Haltestelle Rosenhain (Straßenbahn 2, 4)' },
    ],
  },
  notFoundPagePath: '/de/404',
  dateFormat: 'dd\nD. MMMM\nYY',
  timeFormat: 'HH.mm',
  currencySymbol: '€',
  anchorListOffset: 600,
  quickBuyWidget: true,
  detailProgramOverlay: true,
  versioning: true,
  // The description first: what the evening is comes before the box office's hours.
  productionSections: [
    'Description',
    'OpeningHours',
    'ImageSlider',
    'Programs',
    'Video',
    'Contributors',
    'Events',
    'Blog',
    'Promoter',
  ],
  eventSections: [
    'Children',
    'ImportantInfo',
    'Description',
    'OpeningHours',
    'ImageSlider',
    'Programs',
    'Video',
    'Contributors',
    'Series',
    'Events',
    'Blog',
    'Sponsors',
    'Promoter',
  ],
};

type MenuSeed = { title: string; url: string; children?: MenuSeed[]; tab?: boolean };

export const DEMO_MENUS: Record<'de' | 'en', Record<'menu' | 'secondary_menu' | 'footer', MenuSeed[]>> = {
  de: {
    menu: [
      { title: 'Spielplan', url: '/de/programm' },
      { title: 'Produktionen', url: '/de/produktionen' },
      {
        title: 'Über uns',
        url: '/de/ueber-uns',
        children: [
          { title: 'Das Haus', url: '/de/ueber-uns' },
          { title: 'Geschichte', url: '/de/ueber-uns/geschichte' },
          { title: 'Ensemble', url: '/de/team' },
        ],
      },
      { title: 'Junges Theater', url: '/de/junges-theater' },
      { title: 'Ihr Besuch', url: '/de/besuch' },
    ],
    secondary_menu: [
      { title: 'Magazin', url: '/de/news' },
      { title: 'Freundeskreis', url: '/de/freundeskreis' },
    ],
    footer: [
      { title: 'Kontakt', url: '/de/kontakt' },
      { title: 'Presse', url: '/de/kontakt#presse' },
      { title: 'Stadt Kellberg', url: 'https://www.kellberg.example' },
    ],
  },
  en: {
    menu: [
      { title: 'Programme', url: '/en/programm' },
      { title: 'Productions', url: '/en/produktionen' },
      {
        title: 'About us',
        url: '/en/about',
        children: [
          { title: 'The house', url: '/en/about' },
          { title: 'History', url: '/en/about/history' },
          { title: 'Company', url: '/en/team' },
        ],
      },
      { title: 'Young theatre', url: '/en/young-theatre' },
      { title: 'Your visit', url: '/en/visit' },
    ],
    secondary_menu: [
      { title: 'Magazine', url: '/en/news' },
      { title: 'Friends', url: '/en/friends' },
    ],
    footer: [
      { title: 'Contact', url: '/en/contact' },
      { title: 'Press', url: '/en/contact#press' },
      { title: 'City of Kellberg', url: 'https://www.kellberg.example' },
    ],
  },
};

export const DEMO_REDIRECTS = [
  { old_path: '/de/spielplan', new_path: '/de/programm' },
  { old_path: '/de/haus', new_path: '/de/ueber-uns' },
];

export const DEMO_ALERTS = [
  {
    locale: 'de',
    title: 'Vorverkauf gestartet',
    text: 'Karten für alle Vorstellungen bis Ende März sind ab sofort erhältlich.',
    link_url: '/de/programm',
    link_title: 'Zum Spielplan',
  },
  {
    locale: 'en',
    title: 'Booking now open',
    text: 'Tickets for all performances until the end of March are on sale now.',
    link_url: '/en/programm',
    link_title: 'See the programme',
  },
];
