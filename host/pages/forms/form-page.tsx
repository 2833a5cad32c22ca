import { createElement } from 'react';
import type { FieldValues } from '../../../src/domain/forms';
import { t } from '../../../src/i18n';
import { FormView, type ShownFile } from '../../../src/views/form';
import type { LoadedForm } from '../../db/forms/forms.repository';
import { type FrameData, renderSitePage } from '../../render/site-page';

export interface FormPageOptions {
  frame: FrameData;
  siteUrl: string;
  loaded: LoadedForm;
  /** After sending (`?sent`): the confirmation instead of the form. */
  sent: boolean;
  values: FieldValues;
  errors: Record<string, string>;
  files: Record<string, ShownFile | undefined>;
  csrf: string;
}

/**
 * `/{locale}/forms/{slug}/{id}` (spec: frame §2, §3 Form; R-ROUTE-20, R-FORM-1): the title, the
 * intro and the form, complete without JavaScript (a plain POST to this page; errors come back
 * in the same form). `<foyer-form>` takes it over when its script runs. No body class (R-ROUTE-41).
 */
export function renderFormPage(options: FormPageOptions): string {
  const { frame, loaded, sent } = options;
  const { form } = loaded;
  const { locale } = frame;
  const hasErrors = Object.keys(options.errors).length > 0;
  const view = (
    <FormView
      form={form}
      locale={locale}
      values={options.values}
      errors={options.errors}
      files={options.files}
      action={form.url}
      csrf={options.csrf}
    />
  );
  return renderSitePage({
    frame,
    siteUrl: options.siteUrl,
    // A page answered with errors says so first in its title (WCAG 3.3.1).
    title: hasErrors ? `${t(locale, 'forms.errorSummaryOne')} ${form.title}` : form.title,
    meta: { description: t(locale, 'forms.metaDescription', { title: form.title }) },
    crumbs: [
      { title: t(locale, 'site.home'), url: `/${locale}` },
      { title: form.title, url: form.url },
    ],
    languages: loaded.paths,
    children: (
      <article className="form-page">
        <div className="page-header">
          <h1>{form.title}</h1>
        </div>
        {sent ? (
          <div className="foyer-form__sent" role="status">
            {/* Staff-authored rich text, sanitised when stored. */}
            {form.confirmation ? (
              <div dangerouslySetInnerHTML={{ __html: form.confirmation }} />
            ) : (
              <p>{t(locale, 'forms.sent')}</p>
            )}
            <p>
              <a href={form.url}>{t(locale, 'forms.backToForm')}</a>
            </p>
          </div>
        ) : (
          <>
            {form.intro ? (
              <div className="form-page__intro" dangerouslySetInnerHTML={{ __html: form.intro }} />
            ) : null}
            {/* The element keeps the server's form as its fallback and sends it as JSON. */}
            {createElement('foyer-form', { 'form-id': String(form.id), locale }, view)}
          </>
        )}
      </article>
    ),
  });
}
