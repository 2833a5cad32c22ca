import { z } from 'zod';
import type { Locale } from '../contract/common';
import { EVENT_LIST_FILTERS, eventListWindow } from '../domain/event-list';
import { EventCard } from '../views/event-card';
import { moduleId, optionalDateTime, visibility } from './fields';
import { defineModule, type EventCard as EventCardRecord } from './types';

const FILTER_LABELS: Record<(typeof EVENT_LIST_FILTERS)[number], Record<Locale, string>> = {
  none: { de: 'Kein Filter', en: 'No filter' },
  next_3_days: { de: 'Nächste 3 Tage', en: 'Next 3 days' },
  weekend: { de: 'Wochenende', en: 'Weekend' },
};

/** How many events one list shows at most. */
export const EVENT_LIST_LIMIT = 12;

/**
 * Event list: the events of a window (date_from defaults to now, date_to, filters none /
 * next_3_days / weekend) and optionally of one event tag (spec: frame §3 Event list). The events
 * are loaded from the database into `event_objs` before rendering; `children` are teaser items
 * shown after the events.
 */
const schema = z
  .object({
    id: moduleId(),
    type: z.literal('event_list'),
    date_from: optionalDateTime(),
    date_to: optionalDateTime(),
    tag: z.coerce.number().int().positive('Choose a tag.').nullable().optional().or(z.literal('')),
    filters: z.enum(EVENT_LIST_FILTERS, { message: 'Choose none, next 3 days or weekend.' }).default('none'),
    children: z.array(z.looseObject({ id: z.string(), type: z.string() })).default([]),
    /** Filled by `load`, never stored. */
    event_objs: z.custom<EventCardRecord[]>().optional(),
    ...visibility,
  })
  .refine((module) => !module.date_from || !module.date_to || module.date_from < module.date_to, {
    path: ['date_to'],
    message: 'The end must be after the start.',
  });
export type EventListModule = z.infer<typeof schema>;

const EMPTY: Record<Locale, string> = {
  de: 'Für diesen Zeitraum sind keine Veranstaltungen geplant.',
  en: 'No events are planned for this period.',
};
const ALL: Record<Locale, string> = { de: 'Zum ganzen Spielplan', en: 'See the whole programme' };

export const eventListModule = defineModule<EventListModule>({
  type: 'event_list',
  toolbarLabel: 'Event List',
  schema,
  fields: [
    {
      name: 'date_from',
      kind: 'datetime',
      label: { de: 'Von', en: 'From' },
      default: 'now',
      help: { de: 'Leer: ab jetzt.', en: 'Empty: from now.' },
    },
    { name: 'date_to', kind: 'datetime', label: { de: 'Bis', en: 'Until' } },
    {
      name: 'tag',
      kind: 'number',
      label: { de: 'Schlagwort (ID)', en: 'Tag (id)' },
      min: 1,
      help: { de: 'Nur Veranstaltungen mit diesem Schlagwort.', en: 'Only events with this tag.' },
    },
    {
      name: 'filters',
      kind: 'select',
      label: { de: 'Filter', en: 'Filter' },
      default: 'none',
      options: EVENT_LIST_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] })),
    },
    {
      name: 'children',
      kind: 'children',
      label: { de: 'Teaser', en: 'Teasers' },
      childTypes: ['teaser_item'],
    },
  ],
  loadedFields: ['event_objs'],
  load: async (module, source) => {
    const window = eventListWindow(module, source.now);
    const tag = typeof module.tag === 'number' ? module.tag : null;
    return { ...module, event_objs: await source.events({ ...window, tag, limit: EVENT_LIST_LIMIT }) };
  },
  Render: ({ module, ctx }) => {
    const events = module.event_objs ?? [];
    return (
      <div className="m-event-list">
        {events.length === 0 ? (
          <p className="m-event-list__empty">{EMPTY[ctx.locale]}</p>
        ) : (
          <ol className="m-event-list__items">
            {events.map((event) => (
              <li key={event.id}>
                {/* The agenda entry: day and time (no day headings here), name, subtitle, room and
                    sold out, text only (site.css .m-event-card). */}
                <EventCard
                  event={{
                    id: event.id,
                    name: event.name,
                    url: event.url,
                    date_start: event.date_start,
                    subtitle: event.subtitle,
                    room: event.room,
                    status: event.status,
                  }}
                  locale={ctx.locale}
                  when="day-and-time"
                  block="m-event-card"
                />
              </li>
            ))}
          </ol>
        )}
        {module.children.length > 0 ? (
          <div className="m-event-list__teasers">{ctx.renderModules(module.children)}</div>
        ) : null}
        <p className="m-event-list__all">
          <a href={`/${ctx.locale}/programm`}>{ALL[ctx.locale]}</a>
        </p>
      </div>
    );
  },
});
