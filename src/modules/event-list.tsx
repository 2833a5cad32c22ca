import { z } from 'zod';
import { EVENT_LIST_FILTERS, eventListWindow } from '../domain/event-list';
import { modulesTexts } from '../i18n/modules';
import { EventCard } from '../views/event-card';
import { apiMessage, moduleId, optionalDateTime, visibility } from './fields';
import { defineModule, type EventCard as EventCardRecord, type ModulesTextKey } from './types';

const FILTER_LABELS = {
  none: 'noFilter',
  next_3_days: 'next3Days',
  weekend: 'weekend',
} as const satisfies Record<(typeof EVENT_LIST_FILTERS)[number], ModulesTextKey>;

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
    tag: z.coerce.number().int().positive(apiMessage('tag')).nullable().optional().or(z.literal('')),
    filters: z.enum(EVENT_LIST_FILTERS, { message: apiMessage('eventFilter') }).default('none'),
    children: z.array(z.looseObject({ id: z.string(), type: z.string() })).default([]),
    /** Filled by `load`, never stored. */
    event_objs: z.custom<EventCardRecord[]>().optional(),
    ...visibility,
  })
  .refine((module) => !module.date_from || !module.date_to || module.date_from < module.date_to, {
    path: ['date_to'],
    message: apiMessage('endAfterStart'),
  });
export type EventListModule = z.infer<typeof schema>;

export const eventListModule = defineModule<EventListModule>({
  type: 'event_list',
  schema,
  fields: [
    {
      name: 'date_from',
      kind: 'datetime',
      label: 'from',
      default: 'now',
      help: 'help.fromNow',
    },
    { name: 'date_to', kind: 'datetime', label: 'until' },
    {
      name: 'tag',
      kind: 'number',
      label: 'tagId',
      min: 1,
      help: 'help.tag',
    },
    {
      name: 'filters',
      kind: 'select',
      label: 'filter',
      default: 'none',
      options: EVENT_LIST_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] })),
    },
    {
      name: 'children',
      kind: 'children',
      label: 'teasers',
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
          <p className="m-event-list__empty">{modulesTexts(ctx.locale)('eventList.empty')}</p>
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
          <a href={`/${ctx.locale}/programm`}>{modulesTexts(ctx.locale)('eventList.all')}</a>
        </p>
      </div>
    );
  },
});
