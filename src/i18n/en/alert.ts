import type { alert as de } from '../de/alert';
import type { Translation } from '../translate';

export const alert: Translation<typeof de> = {
  close: 'Close notice',
  label: 'Current notice',
};
