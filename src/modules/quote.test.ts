import { describe, expect, it } from 'vitest';
import { issuesOf, parsed, renderHtml } from './testing';

describe('Quote module (spec: frame §3)', () => {
  it('requires content; author is optional', () => {
    expect(issuesOf({ id: 'q', type: 'quote', content: '   ' })).toEqual({
      content: 'This field is required!',
    });
    expect(issuesOf({ id: 'q', type: 'quote', content: 'Sein oder nicht sein.' })).toEqual({});
  });

  it('renders a blockquote with its author, text escaped', () => {
    const html = renderHtml([
      parsed({
        id: 'q',
        type: 'quote',
        content: 'Die Welt ist eine Bühne <b>.</b>',
        author: 'Shakespeare',
        extra_class: 'centered',
      }),
    ]);
    expect(html).toContain(
      '<figure class="m-quote centered"><blockquote><p>Die Welt ist eine Bühne &lt;b&gt;.&lt;/b&gt;</p></blockquote><figcaption>— Shakespeare</figcaption></figure>',
    );
  });
});
