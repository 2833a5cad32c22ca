import { expect } from '@esm-bundle/chai';
import { screen } from 'shadow-dom-testing-library';
import { now } from '../../src/domain/clock';
import { mediaAllowedOnce } from '../../src/state/consent';
import { startTestClock } from '../shared/test-clock';
import { clearCookies, expectNoAxeViolations, json, stubFetch, waitFor } from '../shared/test-helpers';
import './embed';

startTestClock();

async function mount(html: string) {
  const host = document.createElement('main');
  host.innerHTML = html;
  document.body.append(host);
  return host;
}
const frameOf = (host: Element) => host.querySelector('foyer-embed')?.shadowRoot?.querySelector('iframe');
const VIDEO =
  '<foyer-embed provider="youtube" src="https://www.youtube.com/watch?v=dQw4w9WgXcQ" title="Trailer"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Trailer auf YouTube</a></foyer-embed>';

describe('<foyer-embed>', () => {
  let fetchStub: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    clearCookies();
    mediaAllowedOnce.value = new Set();
    fetchStub = stubFetch(() => json({ status: 'recorded' }, 201));
  });
  afterEach(() => {
    fetchStub.restore();
    document.body.innerHTML = '';
  });

  it('shows a click-to-load placeholder and loads the player once', async () => {
    const host = await mount(VIDEO);
    const once = await waitFor(() => screen.getByShadowRole('button', { name: 'Einmal laden' }));
    expect(frameOf(host)).to.equal(null);
    expect(screen.getByShadowText(/bereitgestellt von YouTube|von YouTube bereitgestellt/)).to.exist;
    await expectNoAxeViolations(host);
    once.click();
    const frame = await waitFor(() => {
      const found = frameOf(host);
      if (!found) throw new Error('no frame');
      return found;
    });
    expect(frame.getAttribute('src')).to.equal('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame.getAttribute('title')).to.equal('Trailer');
    expect(document.cookie).not.to.contain('foyer_consent');
  });

  it('grows the placeholder to hold its notice, buttons and poster on a narrow screen', async () => {
    const host = await mount(
      `<div style="width: 300px">${VIDEO.replace('Trailer auf YouTube</a>', '<img alt="" width="300" height="169" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="> Trailer auf YouTube</a>')}</div>`,
    );
    await waitFor(() => screen.getByShadowRole('button', { name: 'Einmal laden' }));
    const placeholder = host
      .querySelector('foyer-embed')
      ?.shadowRoot?.querySelector<HTMLElement>('[part="placeholder"]') as HTMLElement;
    // Its content fits inside it: nothing spills over the text around the embed.
    expect(placeholder.scrollHeight).to.be.at.most(placeholder.clientHeight);
    const box = placeholder.getBoundingClientRect();
    const last = [...placeholder.children].at(-1)?.getBoundingClientRect();
    expect(last?.bottom).to.be.at.most(box.bottom);
  });

  it('always allow external media stores the consent and emits foyer-consent-changed', async () => {
    const host = await mount(VIDEO);
    const events: CustomEvent[] = [];
    host.addEventListener('foyer-consent-changed', (event) => events.push(event as CustomEvent));
    (
      await waitFor(() => screen.getByShadowRole('button', { name: 'Externe Medien immer erlauben' }))
    ).click();
    await waitFor(() => {
      if (!frameOf(host)) throw new Error('no frame');
    });
    expect(document.cookie).to.match(/foyer_consent=1\.1\.01\./);
    // The frame shows as soon as the choice is stored; the event follows the proof's POST.
    await waitFor(() => expect(events[0]?.detail).to.include({ media: true, statistics: false }));
  });

  it('loads at once with external media consent', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    document.cookie = `foyer_consent=1.1.01.${Math.floor(now().getTime() / 1000)}; path=/`;
    const host = await mount(
      '<foyer-embed provider="spotify" src="https://open.spotify.com/embed/album/1" title="Album" revision="1"></foyer-embed>',
    );
    await waitFor(() => {
      if (!frameOf(host)) throw new Error('no frame');
    });
  });

  it('never frames a source outside the provider hosts: the fallback link stays', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    document.cookie = `foyer_consent=1.1.11.${Math.floor(now().getTime() / 1000)}; path=/`;
    const host = await mount(
      '<foyer-embed provider="youtube" src="https://evil.example/watch?v=dQw4w9WgXcQ" title="x"><a href="https://evil.example/">Link</a></foyer-embed>',
    );
    await waitFor(() => {
      if (!host.querySelector('foyer-embed')?.shadowRoot?.querySelector('slot'))
        throw new Error('not rendered');
    });
    expect(frameOf(host)).to.equal(null);
    expect(screen.queryByShadowRole('button')).to.equal(null);
  });
});
