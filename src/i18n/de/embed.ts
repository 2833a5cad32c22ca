/** The consent placeholder of external media <foyer-embed> (spec: programme §3 consent). */
export const embed = {
  notice:
    'Dieser Inhalt wird von {provider} bereitgestellt. Beim Laden werden Daten an {provider} übertragen.',
  once: 'Einmal laden',
  always: 'Externe Medien immer erlauben',
} as const;
