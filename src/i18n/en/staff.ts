import type { staff as de } from '../de/staff';
import type { Translation } from '../translate';

export const staff: Translation<typeof de> = {
  loginTitle: 'Log in',
  username: 'Username or e-mail',
  password: 'Password',
  submit: 'Log in',
  invalid: 'Wrong username or password.',
  tooMany: 'Too many attempts. Please wait a minute.',
  logoutTitle: 'Log out',
  logoutConfirm: 'Do you want to log out?',
  logoutSubmit: 'Log out',
  versionBanner: 'Preview of version {id}.',
  atBanner: 'Preview of the page as of {date}.',
  currentVersion: 'Go to the current version',
  adminLink: 'Edit {record} in the admin',
  'menu.hub': 'Content hub',
  'menu.admin': 'Admin',
  'menu.events': 'Events',
  'menu.productions': 'Productions',
  'menu.series': 'Series',
  'menu.users': 'Users',
};
