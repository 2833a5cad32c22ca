import { expect } from '@esm-bundle/chai';
import { createElement, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { defineElement, type ElementProps } from './define';
import { waitFor } from './test-helpers';

/** A component that counts its renders and shows its label. */
let renders = 0;
function Probe({ label = '' }: ElementProps & { label?: string }) {
  renders++;
  return createElement('p', { className: 'probe' }, `rendered ${label}`);
}

/**
 * A component whose render takes 30 ms: two of them in one task would make a long task (> 50 ms).
 */
let slowRenders = 0;
function SlowProbe(_: ElementProps) {
  slowRenders++;
  const until = performance.now() + 30;
  while (performance.now() < until) {
    // Busy on purpose: stands in for a heavy first render.
  }
  return createElement('p', { className: 'probe' }, 'rendered');
}

/** Counts the React trees it is mounted in: a remount gives a new number. */
let mounts = 0;
function MountProbe(_: ElementProps) {
  const [mount] = useState(() => ++mounts);
  return createElement('p', { className: 'probe' }, `mount ${mount}`);
}

/** Records the durations of long tasks (> 50 ms) until `stop()`, which returns them. */
function watchLongTasks(): { stop(): number[] } {
  const durations: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) durations.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  return {
    stop() {
      // Entries not yet delivered to the callback count too.
      for (const entry of observer.takeRecords()) durations.push(entry.duration);
      observer.disconnect();
      return durations;
    },
  };
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('defineElement: upgrade without an empty frame, lazy hydration (Lighthouse CLS/TBT)', () => {
  afterEach(() => {
    for (const node of document.querySelectorAll('.define-test')) node.remove();
  });

  it('shows the fallback until the first commit, then the content: never both, never neither', async () => {
    const host = document.createElement('foyer-define-eager');
    host.className = 'define-test';
    host.setAttribute('label', 'eager');
    host.innerHTML = '<p>server fallback</p>';
    document.body.append(host);
    defineElement('foyer-define-eager', Probe, { label: 'string' });
    const root = host.shadowRoot as ShadowRoot;
    const state = () =>
      `${root.querySelector('slot') ? 'fallback' : ''}${root.querySelector('.probe') ? 'content' : ''}`;
    // Upgraded: the server's fallback still shows through the slot, with its height.
    expect(state()).to.equal('fallback');
    expect(host.getBoundingClientRect().height).to.be.greaterThan(0);
    // What each batch of shadow-root changes leaves behind (observed after the task that made it).
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(state()));
    observer.observe(root, { childList: true });
    await waitFor(() => expect(state()).to.equal('content'));
    observer.disconnect();
    expect(seen).to.deep.equal(['content']);
    expect(root.querySelector('.probe')?.textContent).to.equal('rendered eager');
  });

  it('renders the first render as a transition, after the upgrade and without a long task', async () => {
    const longTasks = watchLongTasks();
    slowRenders = 0;
    for (let i = 0; i < 4; i++) {
      const host = document.createElement('foyer-define-slow');
      host.className = 'define-test';
      document.body.append(host);
    }
    defineElement('foyer-define-slow', SlowProbe, {});
    expect(slowRenders, 'nothing rendered in the upgrade task').to.equal(0);
    await waitFor(() => expect(slowRenders).to.equal(4));
    await nextFrame();
    // Four 30 ms renders in one task (the upgrade's, before) would be a 120 ms long task.
    expect(longTasks.stop()).to.deep.equal([]);
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
  it("unmounts an element removed by another element's commit after that commit, without React's warning", async () => {
    defineElement('foyer-define-child', Probe, { label: 'string' });
    const parentHost = document.createElement('div');
    parentHost.className = 'define-test';
    document.body.append(parentHost);
    const parent = createRoot(parentHost);
    const draw = (show: boolean) =>
      flushSync(() => parent.render(show ? createElement('foyer-define-child', { label: 'child' }) : null));
    draw(true);
    const child = parentHost.querySelector('foyer-define-child') as HTMLElement;
    await waitFor(() => expect(child.shadowRoot?.querySelector('.probe')).to.not.equal(null));
    const errors: string[] = [];
    const consoleError = console.error;
    console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
    try {
      draw(false);
      await nextFrame();
    } finally {
      console.error = consoleError;
    }
    expect(errors.filter((error) => error.includes('unmount'))).to.deep.equal([]);
    // Unmounted all the same: React took its content out of the shadow root.
    expect(child.shadowRoot?.querySelector('.probe')).to.equal(null);
    parent.unmount();
  });

  it('keeps the React tree of an element moved within one task', async () => {
    mounts = 0;
    const host = document.createElement('foyer-define-moved');
    host.className = 'define-test';
    const before = document.createElement('div');
    const after = document.createElement('div');
    before.className = 'define-test';
    after.className = 'define-test';
    before.append(host);
    document.body.append(before, after);
    defineElement('foyer-define-moved', MountProbe, {});
    await waitFor(() => expect(host.shadowRoot?.querySelector('.probe')?.textContent).to.equal('mount 1'));
    after.append(host);
    await nextFrame();
    expect(host.shadowRoot?.querySelector('.probe')?.textContent).to.equal('mount 1');
    expect(host.shadowRoot?.querySelector('slot'), 'no fallback over the content').to.equal(null);
    // Removed for good, then added back later: a new tree behind the fallback, as on first upgrade.
    host.remove();
    await nextFrame();
    after.append(host);
    await waitFor(() => expect(host.shadowRoot?.querySelector('.probe')?.textContent).to.equal('mount 2'));
    expect(host.shadowRoot?.querySelector('slot')).to.equal(null);
  });

  it('hydrates elements that come into view together without a long task', async () => {
    const longTasks = watchLongTasks();
    slowRenders = 0;
    for (let i = 0; i < 4; i++) {
      const host = document.createElement('foyer-define-batch');
      host.className = 'define-test';
      host.innerHTML = '<a href="/tickets">Karten</a>';
      document.body.append(host);
    }
    defineElement('foyer-define-batch', SlowProbe, {}, { hydrate: 'visible' });
    await waitFor(() => expect(slowRenders).to.equal(4));
    await nextFrame();
    expect(longTasks.stop()).to.deep.equal([]);
  });
});
