import { defineElement } from '../shared/define';
import { FormElement, type FormProps } from './form.component';

/**
 * @summary A venue's own form: every field type with label, help text, placeholder and starting
 * value; checked before sending with the server's own rules and messages ('This field is
 * required!', 'Invalid e-mail address!', German on /de); an error summary that takes the focus and
 * links each message to its field; file fields upload at once through the temp-files API with a
 * progress bar and a remove button; the entry is sent as JSON with the CSRF header; the form's
 * confirmation text replaces it. The hidden honeypot `email2` stays empty.
 * Spec: frame §3 Form, Form submission, §5, §7; issue 17.
 *
 * @tag foyer-form
 *
 * @attr form-id - The form's id (`GET /{locale}/api/forms/{id}/`).
 * @attr locale - Language: `de` (default) or `en`.
 * @attr api-base - Origin of the Foyer host when embedded on another site; empty on the host site.
 *
 * @slot - Server-rendered fallback: the same form as plain HTML that posts to the form page (works
 * without JavaScript); what a visitor typed there before the element took over is kept.
 *
 * @csspart base - The whole element.
 * @csspart confirmation - The confirmation after sending (a status region that takes the focus).
 * @csspart file-remove - The remove button of an uploaded file.
 *
 * @cssproperty --foyer-form-accent - Accent colour (default `--foyer-color-accent`).
 * @cssproperty --foyer-form-ink - Text colour (default `--foyer-color-ink`).
 * @cssproperty --foyer-form-error - Error colour (default `#a4161a`).
 */
defineElement<FormProps>('foyer-form', FormElement, {
  formId: 'string',
  locale: 'string',
  apiBase: 'string',
});

declare global {
  interface HTMLElementTagNameMap {
    'foyer-form': HTMLElement;
  }
}
