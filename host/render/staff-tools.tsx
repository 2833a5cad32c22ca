import type { Locale } from '../../src/contract/common';
import { adminChangeLink } from '../../src/domain/admin-links';
import { berlinOffsetMinutes } from '../../src/domain/berlin-clock';
import { formatInstant } from '../../src/domain/date-format';
import { t } from '../../src/i18n';

/** `?at=` as an ISO date-time with offset (or a date, taken as midnight in Berlin); null if invalid. */
export function parseMoment(value: string): Date | null {
  const iso = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
  if (!iso.test(value)) return null;
  // Without an offset the moment is read in Berlin (spec: frame §9 display time zone).
  const withOffset = /T.*(Z|[+-]\d{2}:?\d{2})$/.test(value)
    ? value
    : `${value.includes('T') ? value : `${value}T00:00`}${berlinOffset(value)}`;
  const date = new Date(withOffset);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Berlin's UTC offset on that day at noon (+01:00 in winter, +02:00 in summer). */
function berlinOffset(value: string): string {
  const noon = Date.parse(`${value.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(noon)) return '+01:00';
  return berlinOffsetMinutes(noon) === 120 ? '+02:00' : '+01:00';
}

/**
 * What only staff get on a page (spec: frame §6): the editor element, which the loader fetches
 * only because this tag is present (visitors download none of it), and a banner for version and
 * time-travel previews that works without JavaScript. Attributes: docs/api.md "Site pages for staff".
 */
export function StaffTools(props: {
  locale: Locale;
  pageId: number;
  path: string;
  edit: boolean;
  noToolbar: boolean;
  versionId: number | null;
  at: Date | undefined;
  plainUrl: string;
  /** The draft differs from the published page (issue 19): the 'Entwurf' state. */
  hasDraft?: boolean;
  /** A scheduled publish not yet due. */
  scheduled?: Date | null;
}) {
  const { locale, at, versionId } = props;
  const draftBanner = props.hasDraft && versionId === null && !at;
  // One banner: the server's, inside the element as its `banner` slot. Without JavaScript (or
  // before the element starts) it shows as it is; the element shows it in its toolbar area and adds
  // the restore button next to it.
  return (
    <foyer-page-editor
      locale={locale}
      page-id={String(props.pageId)}
      page-path={props.path}
      edit={props.edit ? '' : undefined}
      no-toolbar={props.noToolbar ? '' : undefined}
      version-id={versionId === null ? undefined : String(versionId)}
      at={at ? at.toISOString() : undefined}
      draft={props.hasDraft ? '' : undefined}
      publish-at={props.scheduled ? props.scheduled.toISOString() : undefined}
    >
      {versionId !== null || at ? (
        <p slot="banner" className="staff-preview-banner" role="status">
          {versionId !== null ? `${t(locale, 'staff.versionBanner', { id: versionId })} ` : ''}
          {at ? `${t(locale, 'staff.atBanner', { date: formatInstant(at, locale, 'dateTime') })} ` : ''}
          <a href={props.plainUrl}>{t(locale, 'staff.currentVersion')}</a>
        </p>
      ) : draftBanner || props.scheduled ? (
        <p slot="banner" className="staff-preview-banner staff-draft-banner" role="status">
          {draftBanner ? `${t(locale, 'staff.draftBanner')} ` : ''}
          {props.scheduled
            ? t(locale, 'staff.scheduledBanner', { date: formatInstant(props.scheduled, locale, 'dateTime') })
            : ''}
        </p>
      ) : null}
    </foyer-page-editor>
  );
}

/**
 * 'Vorschau als Besucher' (issue 19 item 1): the draft rendered as visitors will see it once
 * published, without the editor element (so without its chrome and code); a plain banner leads
 * back to the editor.
 */
export function VisitorPreviewBanner(props: { locale: Locale; editUrl: string }) {
  return (
    <p className="staff-preview-banner staff-visitor-preview" role="status">
      {`${t(props.locale, 'staff.visitorPreviewBanner')} `}
      <a href={props.editUrl}>{t(props.locale, 'staff.backToEditor')}</a>
    </p>
  );
}

/**
 * Staff tools on a record's detail route (event, production, person, …; spec: frame §3): the
 * editor's toolbar with the link to the record's admin change page. Rendered for staff only, so
 * visitors never see the link nor load the element's code.
 */
export function RecordStaffTools(props: { locale: Locale; pathname: string }) {
  const admin = adminChangeLink(props.pathname, props.locale);
  if (!admin) return null;
  return (
    <foyer-page-editor locale={props.locale}>
      <p slot="record" className="staff-record-link">
        <a href={admin.url}>{t(props.locale, 'staff.adminLink', { record: admin.label })}</a>
      </p>
    </foyer-page-editor>
  );
}
