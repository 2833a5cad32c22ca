import { expect } from '@esm-bundle/chai';
import { createElement } from 'react';
import { defineElement, type ElementProps } from './define';

/** A component that counts its renders and shows its label. */
let renders = 0;
function Probe({ label = '' }: ElementProps & { label?: string }) {
  renders++;
  return createElement('p', { className: 'probe' }, `rendered ${label}`);
}

/**
 * Counts renders that share a task with the previous one: such a render finds the flag still set,
 * as no task (such as the timer that clears it) ran in between.
 */
const taskProbe = { renderedThisTask: false, rendersSharingATask: 0, renders: 0 };
function TaskProbe(_: ElementProps) {
  taskProbe.renders++;
  if (taskProbe.renderedThisTask) taskProbe.rendersSharingATask++;
  taskProbe.renderedThisTask = true;
  setTimeout(() => {
    taskProbe.renderedThisTask = false;
  }, 0);
  return createElement('p', { className: 'probe' }, 'rendered');
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('defineElement: upgrade without an empty frame, lazy hydration (Lighthouse CLS/TBT)', () => {
  afterEach(() => {
    for (const node of document.querySelectorAll('.define-test')) node.remove();
  });

  it('commits the first render in the upgrade itself, so the fallback never leaves an empty box', () => {
    const host = document.createElement('foyer-define-eager');
    host.className = 'define-test';
    host.setAttribute('label', 'eager');
    host.innerHTML = '<p>server fallback</p>';
    document.body.append(host);
    defineElement('foyer-define-eager', Probe, { label: 'string' });
    // Same task as customElements.define: the shadow root already holds the rendered content.
    expect(host.shadowRoot?.querySelector('.probe')?.textContent).to.equal('rendered eager');
  });

  it('keeps a far-away element on its fallback until it comes near the viewport', async () => {
    const spacer = document.createElement('div');
    spacer.className = 'define-test';
    spacer.style.height = `${window.innerHeight * 4}px`;
    const host = document.createElement('foyer-define-lazy');
    host.className = 'define-test';
    host.setAttribute('label', 'lazy');
    host.innerHTML = '<a href="/tickets">Karten</a>';
    document.body.append(spacer, host);
    renders = 0;
    defineElement('foyer-define-lazy', Probe, { label: 'string' }, { hydrate: 'visible' });
    await nextFrame();
    await nextFrame();
    expect(renders).to.equal(0);
    // The light-DOM fallback shows through a slot meanwhile, visible and usable.
    expect(host.shadowRoot?.querySelector('slot')).to.not.equal(null);
    expect(host.getBoundingClientRect().height).to.be.greaterThan(0);

    host.scrollIntoView();
    for (let i = 0; i < 10 && renders === 0; i++) await nextFrame();
    expect(host.shadowRoot?.querySelector('.probe')?.textContent).to.equal('rendered lazy');
    expect(host.shadowRoot?.querySelector('slot')).to.equal(null);
    window.scrollTo(0, 0);
  });

  it('hydrates a waiting element at once when it gets focus', async () => {
    const spacer = document.createElement('div');
    spacer.className = 'define-test';
    spacer.style.height = `${window.innerHeight * 4}px`;
    const host = document.createElement('foyer-define-focus');
    host.className = 'define-test';
    host.innerHTML = '<a href="/tickets">Karten</a>';
    document.body.append(spacer, host);
    defineElement('foyer-define-focus', Probe, { label: 'string' }, { hydrate: 'visible' });
    await nextFrame();
    expect(host.shadowRoot?.querySelector('.probe')).to.equal(null);
    host.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(host.shadowRoot?.querySelector('.probe')).to.not.equal(null);
    window.scrollTo(0, 0);
  });
  it('hydrates elements that come into view together one per task, not in one long task', async () => {
    taskProbe.renderedThisTask = false;
    taskProbe.rendersSharingATask = 0;
    taskProbe.renders = 0;
    for (let i = 0; i < 4; i++) {
      const host = document.createElement('foyer-define-batch');
      host.className = 'define-test';
      host.innerHTML = '<a href="/tickets">Karten</a>';
      document.body.append(host);
    }
    defineElement('foyer-define-batch', TaskProbe, {}, { hydrate: 'visible' });
    for (let i = 0; i < 20 && taskProbe.renders < 4; i++) await nextFrame();
    expect(taskProbe.renders).to.equal(4);
    expect(taskProbe.rendersSharingATask).to.equal(0);
  });
});
