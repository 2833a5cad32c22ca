/** The detail sections of events and productions (spec: programme §2 detail sections; issue 16). */
export const details = {
  contributors: 'Mitwirkende',
  programs: 'Programm',
  video: 'Video',
  videoTitle: 'Video: {name}',
  openingHours: 'Öffnungszeiten',
  children: 'Programmpunkte',
  sponsors: 'Mit freundlicher Unterstützung von',
  promoter: 'Veranstalter',
  events: 'Weitere Termine',
  newWindow: '(öffnet in neuem Fenster)',
} as const;
