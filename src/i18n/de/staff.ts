/** Staff sign-in, sign-out and the preview banners (spec: frame §6; issue 6). */
export const staff = {
  loginTitle: 'Anmelden',
  username: 'Benutzername oder E-Mail',
  password: 'Passwort',
  submit: 'Anmelden',
  invalid: 'Benutzername oder Passwort ist falsch.',
  tooMany: 'Zu viele Versuche. Bitte warten Sie eine Minute.',
  logoutTitle: 'Abmelden',
  logoutConfirm: 'Möchten Sie sich abmelden?',
  logoutSubmit: 'Abmelden',
  versionBanner: 'Vorschau der Version {id}.',
  atBanner: 'Vorschau der Seite zum Zeitpunkt {date}.',
  currentVersion: 'Zur aktuellen Fassung',
  adminLink: '{record} in der Verwaltung bearbeiten',
  // The admin areas offered to staff (`admin_menus` of the user answer, spec: frame §6).
  'menu.hub': 'Inhalte-Hub',
  'menu.admin': 'Verwaltung',
  'menu.events': 'Veranstaltungen',
  'menu.productions': 'Produktionen',
  'menu.series': 'Reihen',
  'menu.users': 'Mitarbeitende',
} as const;
