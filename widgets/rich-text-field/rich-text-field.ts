import { defineElement } from '../shared/define';
import { RichTextField, type RichTextFieldProps } from './rich-text-field.component';

/**
 * @summary A rich text field of the staff's server forms (the admin's article body, biography,
 * descriptions): the page editor's rich text editor (bold, italic, link, bulleted and numbered
 * lists, undo, redo) in place of the server's `<textarea>`, which stays in the light DOM and in
 * the form: the editor starts from its value and writes its HTML back on every change, so the
 * form posts it as it did without JavaScript. The editor is named by the textarea's label (a click
 * on the label focuses it), described by its hint and message, and invalid while the textarea is
 * (`aria-invalid`). The text's language is the textarea's `lang` (or its nearest ancestor's): the
 * editor's text is marked with it and the link popup's finders offer the addresses in it (`/en/…`
 * in an English field). The server sanitises on save. Staff only; decision 0173.
 *
 * @tag foyer-rich-text-field
 *
 * @attr locale - Language of the toolbar and the link popup: `de` (default) or `en`.
 *
 * @slot - The field's `<textarea>` (with `id`, `name`, `lang`, `aria-describedby`, `aria-invalid`): shown
 * without JavaScript; with it, hidden and kept in step with the editor.
 *
 * @csspart base - The editor: its toolbar and its text.
 *
 * @cssproperty --foyer-rich-text-field-border-color - Border of the field (default `#767676`).
 * @cssproperty --foyer-rich-text-field-focus-color - Focus ring and pressed buttons (default `--foyer-color-ink`).
 * @cssproperty --foyer-rich-text-field-invalid-color - Border of a refused field (default `#b42318`).
 */
defineElement<RichTextFieldProps>('foyer-rich-text-field', RichTextField, { locale: 'string' });

declare global {
  interface HTMLElementTagNameMap {
    'foyer-rich-text-field': HTMLElement;
  }
}
