import { describe, expect, it } from 'vitest';
import { renderHtml } from '../modules/testing';
import { checkPageAccessibility, parseHtml, type RenderedModule } from './page-accessibility';

/** One module per HTML string, all in section 1 unless a test says otherwise. */
function page(...htmls: string[]): RenderedModule[] {
  return htmls.map((html, index) => ({
    section: 1,
    section_id: 's1',
    module_id: `m${index + 1}`,
    module_type: 'html',
    html,
  }));
}

const rules = (modules: RenderedModule[]) => checkPageAccessibility(modules).map((problem) => problem.rule);

describe('the accessibility check before publishing (issue 19 item 5)', () => {
  it('finds nothing on a clean page', () => {
    expect(
      checkPageAccessibility(
        page(
          '<header><h2>Spielzeit</h2><p>Vierzig Premieren</p></header>',
          '<h3>Große Bühne</h3><img src="/a.jpg" alt="Die Bühne bei der Probe">',
          '<p>Mehr im <a href="/de/programm">Spielplan</a> und <a href="/x"><img src="/i.svg" alt="Karten"></a></p>',
          '<button type="button"><svg aria-hidden="true"></svg><span class="visually-hidden">Abspielen</span></button>',
          '<button type="button" aria-label="Schließen">×</button><h2>Danach</h2><img src="/d.jpg" alt="" data-decorative="">',
          '<input type="submit" value="Senden"><a href="/y" title="Titel"></a>',
        ),
      ),
    ).toEqual([]);
  });

  it('headings: a skipped level is a problem, named with the levels; going back up is not', () => {
    const problems = checkPageAccessibility(
      page('<h2>A</h2>', '<h4>B</h4><h5>C</h5>', '<h2>D</h2><h3>E</h3>'),
    );
    expect(problems).toEqual([
      {
        rule: 'heading-order',
        section: 1,
        section_id: 's1',
        module_id: 'm2',
        module_type: 'html',
        level: 4,
        previous: 2,
      },
    ]);
    // The page's own h1 comes first: a first heading of level 3 skips level 2.
    expect(checkPageAccessibility(page('<h3>Erst</h3>'))[0]).toMatchObject({ level: 3, previous: 1 });
    expect(rules(page('<h3>Erst</h3>'))).toEqual(['heading-order']);
    expect(checkPageAccessibility(page('<h3>Erst</h3>'), { startLevel: 2 })).toEqual([]);
    // role="heading" counts with its aria-level; a hidden heading does not.
    expect(rules(page('<h2>A</h2><div role="heading" aria-level="5">B</div>'))).toEqual(['heading-order']);
    expect(rules(page('<h2>A</h2><div aria-hidden="true"><h5>B</h5></div>'))).toEqual([]);
  });

  it('images: no alt, or an empty alt without being marked decorative, is a problem', () => {
    const problems = checkPageAccessibility(
      page(
        '<img src="/ohne.jpg">',
        '<img src="/leer.jpg" alt="  ">',
        '<img src="/deko.jpg" alt="" role="presentation">',
      ),
    );
    expect(problems.map((problem) => [problem.rule, problem.module_id, problem.url])).toEqual([
      ['image-alt', 'm1', '/ohne.jpg'],
      ['image-alt', 'm2', '/leer.jpg'],
    ]);
    expect(rules(page('<img src="/a.jpg" alt="" data-decorative="">'))).toEqual([]);
    expect(rules(page('<img src="/a.jpg" alt="" aria-hidden="true">'))).toEqual([]);
  });

  it('links: a link without text (an icon, an image without alt, only hidden content) is a problem', () => {
    const problems = checkPageAccessibility(
      page(
        '<a href="/leer"></a>',
        '<a href="/icon"><svg aria-hidden="true"><path d=""></path></svg></a>',
        '<a href="/bild"><img src="/b.jpg" alt="" data-decorative=""></a>',
        '<a href="/space">&nbsp; </a>',
        '<a name="anker"></a>',
      ),
    );
    expect(problems.map((problem) => [problem.rule, problem.url])).toEqual([
      ['link-name', '/leer'],
      ['link-name', '/icon'],
      ['link-name', '/bild'],
      ['link-name', '/space'],
    ]);
    expect(rules(page('<a href="/x" aria-label="Zum Spielplan"><svg></svg></a>'))).toEqual([]);
    expect(rules(page('<a href="/x" aria-labelledby="t"></a>'))).toEqual([]);
  });

  it('buttons: a button without a name is a problem', () => {
    expect(
      rules(
        page(
          '<button type="button"></button>',
          '<button><span aria-hidden="true">▶</span></button>',
          '<div role="button" tabindex="0"></div>',
          '<input type="button" value="">',
        ),
      ),
    ).toEqual(['button-name', 'button-name', 'button-name', 'button-name']);
  });

  it('names each problem with its section and module, in page order', () => {
    const modules: RenderedModule[] = [
      { section: 1, section_id: 'a', module_id: 'x', module_type: 'image', html: '<img src="/1.jpg">' },
      { section: 2, section_id: 'b', module_id: 'y', module_type: 'link', html: '<a href="/2"></a>' },
    ];
    expect(
      checkPageAccessibility(modules).map(({ section, section_id, module_id, module_type }) => ({
        section,
        section_id,
        module_id,
        module_type,
      })),
    ).toEqual([
      { section: 1, section_id: 'a', module_id: 'x', module_type: 'image' },
      { section: 2, section_id: 'b', module_id: 'y', module_type: 'link' },
    ]);
  });

  it('reads the public renderers’ HTML: a decorative image passes, a headline that skips a level does not', () => {
    const image = renderHtml([
      {
        id: 'i',
        type: 'image',
        image: '/media/haus.svg',
        format: 'standard',
        image_obj: { url: '/media/haus.svg', alt: 'Wird nicht gezeigt', decorative: true },
      },
    ]);
    expect(image).toContain('alt=""');
    expect(rules(page(image))).toEqual([]);
    const missing = renderHtml([
      {
        id: 'i',
        type: 'image',
        image: '/media/haus.svg',
        format: 'standard',
        image_obj: { url: '/media/haus.svg' },
      },
    ]);
    expect(rules(page(missing))).toEqual(['image-alt']);
    const headlines = renderHtml([
      { id: 'h1', type: 'headline', headline_level: 2, content: 'Spielzeit' },
      { id: 'h2', type: 'headline', headline_level: 4, content: 'Premieren' },
    ]);
    expect(rules(page(headlines))).toEqual(['heading-order']);
  });

  it('the HTML reader skips comments, scripts and styles and decodes entities', () => {
    const nodes = parseHtml(
      '<!-- x --><p class=a data-x=\'1\'>A &amp; B&#33;<br/><script>var a="<h1>";</script></p>',
    );
    expect(nodes).toEqual([
      {
        tag: 'p',
        attrs: new Map([
          ['class', 'a'],
          ['data-x', '1'],
        ]),
        children: ['A & B!', { tag: 'br', attrs: new Map(), children: [] }],
      },
    ]);
    expect(rules(page('<style>h5{}</style><h2>A</h2>'))).toEqual([]);
  });
});
