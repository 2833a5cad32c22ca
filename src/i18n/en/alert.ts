import type { Translation } from '../translate';
import type { alert as de } from '../de/alert';

export const alert: Translation<typeof de> = {
  'close': 'Close notice',
  'label': 'Current notice',
};
