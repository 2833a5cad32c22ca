import type { cartCountdown as de } from '../de/cart-countdown';
import type { Translation } from '../translate';

export const cartCountdown: Translation<typeof de> = {
  left: 'Your tickets are reserved for another {time} minutes.',
  five: 'Your reservation expires in 5 minutes.',
  one: 'Your reservation expires in 1 minute.',
  expired: 'Your reservation has expired.',
};
