import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { programmeTeaser, Teaser } from './teaser';

describe('Teaser', () => {
  it('as a card: image, preline, the headline as the link, subline, text and the more line', () => {
    const html = renderToStaticMarkup(
      <Teaser
        locale="de"
        teaser={{
          headline: 'Abo',
          preline: 'Saison',
          subline: 'Ihr Platz',
          text: 'Sechs Abende.',
          link: '/de/abo',
          image: { src: '/media/abo.jpg', alt: 'Saal', width: 800, height: 450, position: '20% 40%' },
        }}
      />,
    );
    expect(html).toBe(
      '<article class="teaser teaser--card" aria-label="Abo">' +
        '<img class="teaser__image" src="/media/abo.jpg" alt="Saal" width="800" height="450" style="object-position:20% 40%" loading="lazy" decoding="async"/>' +
        '<div class="teaser__body"><p class="teaser__preline">Saison</p>' +
        '<h3 class="teaser__headline"><a href="/de/abo">Abo</a></h3>' +
        '<p class="teaser__subline">Ihr Platz</p><p class="teaser__text">Sechs Abende.</p>' +
        '<p class="teaser__more" aria-hidden="true">Mehr erfahren →</p></div></article>',
    );
  });

  it('without a link: no anchor and no more line', () => {
    const html = renderToStaticMarkup(
      <Teaser locale="en" teaser={{ headline: 'Hinweis', linkText: 'Go' }} />,
    );
    expect(html).toBe(
      '<article class="teaser teaser--card" aria-label="Hinweis"><div class="teaser__body">' +
        '<h3 class="teaser__headline">Hinweis</h3></div></article>',
    );
  });

  it('a programme list teaser: a banner on its large thumbnail, linking to the root by default', () => {
    const teaser = programmeTeaser({
      xtype: 'teaser',
      date_start: '2026-11-28T23:59:59+01:00',
      id: 9,
      position: '2026-11-28',
      style: 'style2',
      name: 'Abo',
      link: '',
      preline: 'Abo',
      headline: 'Ihr Platz für die Saison',
      subline: '',
      link_text: 'Abos ansehen',
      image_obj: null,
      image_thumbnails: { large: '/media/a"b.jpg', small: '/media/s.jpg' },
    });
    const html = renderToStaticMarkup(<Teaser locale="de" teaser={teaser} layout="banner" parts />);
    expect(html).toMatch(
      /^<article class="teaser teaser--banner teaser--style2" part="teaser" aria-label="Ihr Platz für die Saison" style="background-image:url\(&quot;\/media\/a%22b\.jpg&quot;\)">/,
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('<h3 class="teaser__headline"><a href="/">Ihr Platz für die Saison</a></h3>');
    expect(html).toContain('<p class="teaser__more" aria-hidden="true">Abos ansehen →</p>');
  });
});
