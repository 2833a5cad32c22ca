/**
 * The opening-hours label of the header's top bar (spec: programme §4 Opening-hours label). `{time}`
 * is the opening or closing time, `{ranges}` the day's ranges ('10–14, 15–18').
 */
export const openingHours = {
  from: 'Heute geöffnet ab {time} Uhr',
  until: 'Heute geöffnet bis {time} Uhr',
  fromRanges: 'Heute geöffnet ab {time} Uhr ({ranges} Uhr)',
  untilRanges: 'Heute geöffnet bis {time} Uhr ({ranges} Uhr)',
  closed: 'Heute geschlossen',
} as const;
