import { describe, expect, it } from 'vitest';
import { issuesOf, parsed, renderHtml } from './testing';

describe('FAQ (spec: frame §3: FAQ item with content as title, required)', () => {
  it('requires the title of every item', () => {
    expect(
      issuesOf({ id: 'f', type: 'faq', children: [{ id: 'i', type: 'faq_item', text: '<p>Antwort</p>' }] }),
    ).toEqual({
      'children.0.content': 'This field is required!',
    });
  });

  it('refuses scripts in answers', () => {
    expect(
      issuesOf({
        id: 'i',
        type: 'faq_item',
        content: 'Frage',
        text: '<p onclick="x()">a</p><script>x()</script>',
      }),
    ).toEqual({ text: 'Scripts are not allowed in rich text.' });
  });

  it('renders native disclosures', () => {
    const html = renderHtml([
      parsed({
        id: 'f',
        type: 'faq',
        children: [
          { id: 'i', type: 'faq_item', content: 'Gibt es Ermäßigungen?', text: '<p>Ja, <em>50 %</em>.</p>' },
        ],
      }),
    ]);
    expect(html).toContain(
      '<div class="m-faq"><details class="m-faq__item"><summary class="m-faq__question">Gibt es Ermäßigungen?</summary><div class="m-faq__answer rich-text"><p>Ja, <em>50 %</em>.</p></div></details></div>',
    );
  });
});
