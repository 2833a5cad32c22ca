import { z } from 'zod';
import { modulesTexts } from '../i18n/modules';
import { VenueCard } from '../views/venue-card';
import { moduleId, REQUIRED_MESSAGE, visibility } from './fields';
import { ListItems } from './list-items';
import { defineModule, type VenueCard as VenueCardData } from './types';

/**
 * Venue: one venue by id, its card resolved into `venue_obj` (spec: frame §3 Venue) from the
 * venues table (host/render/module-data.ts). An unknown or offline venue renders nothing for
 * visitors and an explanation for staff in edit mode. The card is the shared one (src/views).
 */
const schema = z.object({
  id: moduleId(),
  type: z.literal('venue'),
  venue: z.coerce.number({ message: REQUIRED_MESSAGE }).int(REQUIRED_MESSAGE).positive(REQUIRED_MESSAGE),
  venue_obj: z.custom<VenueCardData>().nullable().optional(),
  ...visibility,
});
export type VenueModule = z.infer<typeof schema>;

export const venueModule = defineModule<VenueModule>({
  type: 'venue',
  nestedOnly: true,
  schema,
  fields: [
    {
      name: 'venue',
      kind: 'number',
      label: 'venueId',
      required: true,
      min: 1,
      picker: 'venues',
    },
  ],
  loadedFields: ['venue_obj'],
  load: async (module, source) => {
    if (!source.venues) return { ...module, venue_obj: null };
    const [venue] = await source.venues([module.venue]);
    return { ...module, venue_obj: venue ?? null };
  },
  Render: ({ module, ctx }) => {
    const venue = module.venue_obj;
    if (!venue)
      return ctx.editMode ? <p className="m-empty">{modulesTexts(ctx.locale)('venue.missing')}</p> : null;
    return <VenueCard venue={venue} headingLevel={3} />;
  },
});

const listSchema = z.object({
  id: moduleId(),
  type: z.literal('venue_list'),
  children: z.array(z.looseObject({ id: z.string(), type: z.string() })).default([]),
  ...visibility,
});
export type VenueListModule = z.infer<typeof listSchema>;

export const venueListModule = defineModule<VenueListModule>({
  type: 'venue_list',
  schema: listSchema,
  fields: [
    {
      name: 'children',
      kind: 'children',
      label: 'venues',
      childTypes: ['venue'],
    },
  ],
  Render: ({ module, ctx }) => {
    // Without any venue card (no venue data yet) visitors get no empty list.
    const anyCard = module.children.some((child) => (child as { venue_obj?: unknown }).venue_obj);
    if (!anyCard && !ctx.editMode) return null;
    return (
      <ul className="m-venue-list">
        <ListItems nodes={ctx.renderModules(module.children)} className="m-venue" />
      </ul>
    );
  },
});
