/** The cart's reservation countdown <foyer-cart-countdown> (issue 4 §5). */
export const cartCountdown = {
  left: 'Ihre Tickets sind noch {time} Minuten reserviert.',
  five: 'Ihre Reservierung läuft in 5 Minuten ab.',
  one: 'Ihre Reservierung läuft in 1 Minute ab.',
  expired: 'Ihre Reservierung ist abgelaufen.',
} as const;
