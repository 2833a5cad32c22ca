import type { Locale } from '../../../src/contract/common';
import { MEDIA_KINDS, type MediaItem, type MediaKind, type MediaUsage } from '../../../src/contract/media';
import { renditionName, renditionsOf, renditionUrl } from '../../../src/domain/media';
import { type MediaTexts, mediaTexts } from '../../../src/i18n/media';
import { fileSize } from '../../../src/views/form';
import type { AdminView } from './admin-page';
import {
  ChangeForm,
  CheckboxInput,
  Field,
  type Fields,
  labelsIfRefused,
  TextInput,
  type Values,
} from './form-controls';

/** A notice and a form-wide error above a page's forms. */
function Messages({ notice, error }: { notice?: string; error?: string }) {
  return (
    <>
      {notice ? (
        <p className="admin__notice" role="status">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p className="admin__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The upload form (multipart, works without JavaScript; the CSRF token is a field). */
function UploadForm({ csrf, m, fields }: { csrf: string; m: MediaTexts; fields: Fields }) {
  const error = fields.file;
  return (
    <form method="post" action="/admin/media/" encType="multipart/form-data" className="admin__form">
      <input type="hidden" name="csrfmiddlewaretoken" value={csrf} />
      <p className={error ? 'admin__field admin__field--invalid' : 'admin__field'}>
        <label htmlFor="media-upload-file">{m('upload.file')} *</label>
        <input
          id="media-upload-file"
          type="file"
          name="file"
          required
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif,audio/mpeg,audio/mp4,audio/aac,audio/ogg,video/mp4,video/webm,application/pdf"
          {...(error
            ? { 'aria-invalid': 'true' as const, 'aria-describedby': 'media-upload-file-error' }
            : {})}
        />
        {error ? (
          <span id="media-upload-file-error" className="admin__field-error">
            {error}
          </span>
        ) : null}
      </p>
      <button type="submit" className="button-primary">
        {m('upload.submit')}
      </button>
    </form>
  );
}

const kindName = (m: MediaTexts, kind: MediaKind) => m(`kind.${kind}`);

/** `/admin/media/`: search, filter by kind, the files a page at a time, and the upload. */
export function mediaListPage(props: {
  items: MediaItem[];
  count: number;
  page: number;
  pageSize: number;
  q: string;
  kind: MediaKind | undefined;
  csrf: string;
  fields: Fields;
  notice?: string;
  locale: Locale;
}): AdminView {
  const m = mediaTexts(props.locale);
  const pages = Math.max(1, Math.ceil(props.count / props.pageSize));
  const link = (page: number) => {
    const query = new URLSearchParams();
    if (props.q) query.set('q', props.q);
    if (props.kind) query.set('kind', props.kind);
    if (page > 1) query.set('page', String(page));
    const text = query.toString();
    return `/admin/media/${text ? `?${text}` : ''}`;
  };
  return {
    title: m('title'),
    body: (
      <>
        <Messages notice={props.notice} error={props.fields.form} />
        <form method="get" action="/admin/media/" className="admin__filters">
          <p className="admin__field">
            <label htmlFor="media-q">{m('search')}</label>
            <input id="media-q" type="search" name="q" defaultValue={props.q} />
          </p>
          <p className="admin__field">
            <label htmlFor="media-kind">{m('kind')}</label>
            <select id="media-kind" name="kind" defaultValue={props.kind ?? ''}>
              <option value="">{m('kind.all')}</option>
              {MEDIA_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {kindName(m, kind)}
                </option>
              ))}
            </select>
          </p>
          <button type="submit">{m('filter')}</button>
        </form>
        <p role="status">{m('count', { count: props.count })}</p>
        {props.items.length === 0 ? (
          <p>{m('empty')}</p>
        ) : (
          <table className="admin__table">
            <caption>{m('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{m('column.preview')}</th>
                <th scope="col">{m('column.name')}</th>
                <th scope="col">{m('column.kind')}</th>
                <th scope="col">{m('column.size')}</th>
                <th scope="col">{m('column.alt')}</th>
              </tr>
            </thead>
            <tbody>
              {props.items.map((item) => (
                <tr key={item.id} data-media-id={item.id}>
                  <td>
                    {item.thumbnail ? <img src={item.thumbnail} alt="" width={96} loading="lazy" /> : null}
                  </td>
                  <td>
                    <a href={`/admin/media/${item.id}/change`}>{item.title || item.name}</a>
                  </td>
                  <td>{kindName(m, item.kind)}</td>
                  <td>{fileSize(item.size, props.locale)}</td>
                  <td>
                    {item.kind !== 'image'
                      ? '–'
                      : item.decorative
                        ? m('decorativeMark')
                        : item.usable
                          ? item.alt.de
                          : m('missingAlt')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {pages > 1 ? (
          <nav aria-label={m('page', { page: props.page, pages })} className="admin__paging">
            {props.page > 1 ? <a href={link(props.page - 1)}>{m('previous')}</a> : null}{' '}
            <span>{m('page', { page: props.page, pages })}</span>{' '}
            {props.page < pages ? <a href={link(props.page + 1)}>{m('next')}</a> : null}
          </nav>
        ) : null}
        <h2>{m('upload')}</h2>
        <UploadForm csrf={props.csrf} m={m} fields={props.fields} />
      </>
    ),
  };
}

/**
 * The preview of an image on its change page: the largest rendition up to `medium` that exists.
 * A small logo has only `small` (`renditionsOf` makes no size twice), so naming `medium` outright
 * asked for a file that was never made.
 */
function PreviewImage(props: { hash: string; width: number; height: number }) {
  const fits = renditionsOf(props).filter((r) => r.size !== 'large');
  const shown = fits[fits.length - 1];
  if (!shown) return null;
  return (
    <img
      src={renditionUrl(renditionName(props.hash, shown.size, 'webp'))}
      alt=""
      width={Math.min(shown.width, 480)}
      height={Math.round((Math.min(shown.width, 480) * shown.height) / shown.width)}
    />
  );
}

/** `/admin/media/{id}/`: alt text, decorative, focal point, title; usage; replace; delete. */
export function mediaEditPage(props: {
  item: MediaItem;
  hash: string;
  usage: MediaUsage;
  csrf: string;
  values: Values;
  fields: Fields;
  notice?: string;
  locale: Locale;
}): AdminView {
  const { item, usage, csrf, fields, locale } = props;
  const m = mediaTexts(locale);
  const unused = usage.pages.length === 0 && usage.records.length === 0;
  const isImage = item.kind === 'image' && item.width !== null && item.height !== null;
  const inputs = (
    <>
      <TextInput name="title" label={m('field.title')} values={props.values} fields={fields} />
      {item.kind === 'image' ? (
        <>
          <TextInput name="alt_de" label={m('field.altDe')} values={props.values} fields={fields} />
          <TextInput name="alt_en" label={m('field.altEn')} values={props.values} fields={fields} />
          <CheckboxInput
            name="decorative"
            label={m('field.decorative')}
            values={props.values}
            fields={fields}
          />
          <NumberInput name="focal_x" label={m('field.focalX')} values={props.values} fields={fields} />
          <NumberInput name="focal_y" label={m('field.focalY')} values={props.values} fields={fields} />
        </>
      ) : null}
    </>
  );
  return {
    title: m('edit', { name: item.title || item.name }),
    body: (
      <>
        <p>
          <a href="/admin/media/">{m('back')}</a>
        </p>
        {isImage ? (
          <figure className="admin__media-preview">
            <PreviewImage hash={props.hash} width={item.width ?? 0} height={item.height ?? 0} />
            <figcaption>
              {item.width}×{item.height} · {fileSize(item.size, locale)} · <a href={item.url}>{m('open')}</a>
            </figcaption>
          </figure>
        ) : (
          <p>
            {kindName(m, item.kind)} · {fileSize(item.size, locale)} · <a href={item.url}>{m('open')}</a>
          </p>
        )}
        <ChangeForm
          action={`/admin/media/${item.id}/change`}
          csrf={csrf}
          version={String(item.version)}
          fields={fields}
          labels={labelsIfRefused(fields, inputs)}
          notice={props.notice}
          locale={locale}
        >
          {inputs}
        </ChangeForm>
        {isImage ? (
          <details>
            <summary>{m('renditions')}</summary>
            <ul>
              {renditionsOf({ width: item.width ?? 0, height: item.height ?? 0 }).map((r) => (
                <li key={r.size}>
                  {r.size} ({r.width}×{r.height}):{' '}
                  {(['avif', 'webp', 'jpg'] as const).map((format) => (
                    <a key={format} href={renditionUrl(renditionName(props.hash, r.size, format))}>
                      {format}{' '}
                    </a>
                  ))}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
        <h2 id="usage">{m('usage')}</h2>
        {unused ? (
          <p>{m('usage.none')}</p>
        ) : (
          <>
            {usage.pages.length > 0 ? (
              <>
                <h3>{m('usage.pages')}</h3>
                <ul data-usage="pages">
                  {usage.pages.map((page) => (
                    <li key={page.page_id}>
                      <a href={page.url}>{page.title}</a> ({page.locale})
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {usage.records.length > 0 ? (
              <>
                <h3>{m('usage.records')}</h3>
                <ul data-usage="records">
                  {usage.records.map((record) => (
                    <li key={`${record.type}-${record.id}`}>
                      <a href={record.url}>{record.name}</a> ({record.type})
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        )}
        <h2>{m('replace')}</h2>
        <form
          method="post"
          action={`/admin/media/${item.id}/replace`}
          encType="multipart/form-data"
          className="admin__form"
        >
          <input type="hidden" name="csrfmiddlewaretoken" value={csrf} />
          <p className={fields.file ? 'admin__field admin__field--invalid' : 'admin__field'}>
            <label htmlFor="media-replace-file">{m('upload.file')}</label>
            <input
              id="media-replace-file"
              type="file"
              name="file"
              required
              aria-describedby="media-replace-help"
              {...(fields.file ? { 'aria-invalid': 'true' as const } : {})}
            />
            <span id="media-replace-help">{m('replace.help')}</span>
            {fields.file ? <span className="admin__field-error">{fields.file}</span> : null}
          </p>
          <button type="submit">{m('replace.submit')}</button>
        </form>
        <h2>{m('delete')}</h2>
        {unused ? (
          <form method="post" action={`/admin/media/${item.id}/delete`} className="admin__form">
            <input type="hidden" name="csrfmiddlewaretoken" value={csrf} />
            <p className="admin__field admin__field--check">
              <input id="media-delete-confirm" type="checkbox" name="confirm" required />{' '}
              <label htmlFor="media-delete-confirm">{m('delete.confirm')}</label>
              {fields.confirm ? <span className="admin__field-error">{fields.confirm}</span> : null}
            </p>
            <button type="submit">{m('delete.submit')}</button>
          </form>
        ) : (
          <p>{m('delete.inUse')}</p>
        )}
      </>
    ),
  };
}

/** A percentage (the focal point), through the shared `Field`: its label names it in the error summary. */
function NumberInput(props: { name: string; label: string; values: Values; fields: Fields }) {
  const value = props.values[props.name];
  return (
    <Field name={props.name} label={props.label} fields={props.fields}>
      {(control) => (
        <input
          {...control}
          type="number"
          min={0}
          max={100}
          step={1}
          defaultValue={value === undefined ? '' : String(value)}
        />
      )}
    </Field>
  );
}
