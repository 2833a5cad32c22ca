import type { embed as de } from '../de/embed';
import type { Translation } from '../translate';

export const embed: Translation<typeof de> = {
  notice: 'This content is provided by {provider}. Loading it sends data to {provider}.',
  once: 'Load once',
  always: 'Always allow external media',
};
