import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import type { FormItem } from '../../src/domain/forms';
import { startTestClock } from '../shared/test-clock';
import { clearCookies, expectNoAxeViolations, json, stubFetch, waitFor } from '../shared/test-helpers';
import './form';

startTestClock();

const FORM: FormItem = {
  id: 7,
  title: 'Application',
  url: '/en/forms/application/7',
  intro: '',
  confirmation: '<p>Thank you for your application!</p>',
  fields: [
    field(1, 'name', 'Name', 1, true),
    field(2, 'email', 'E-mail address', 3, true),
    {
      ...field(3, 'topics', 'Topics', 5, false),
      choices: [
        { value: 'drama', label: 'Drama' },
        { value: 'opera', label: 'Opera' },
      ],
      default: ['drama'],
    },
    { ...field(4, 'when', 'When', 9, false), choices: [{ value: 'now', label: 'Now' }], default: null },
    field(5, 'cv', 'Documents', 13, false),
    field(0, 'email2', 'Please leave this field empty', 'honeypot', false),
  ],
};
function field(
  id: number,
  slug: string,
  label: string,
  type: FormItem['fields'][number]['field_type'],
  required: boolean,
): FormItem['fields'][number] {
  return {
    id,
    slug,
    label,
    field_type: type,
    required,
    visible: true,
    choices: [],
    default: '',
    placeholder_text: '',
    help_text: slug === 'name' ? 'As on your ID.' : '',
  };
}

async function mount() {
  const host = document.createElement('main');
  host.innerHTML = '<foyer-form form-id="7" locale="en"><p>Fallback form</p></foyer-form>';
  document.body.append(host);
  const element = host.querySelector('foyer-form') as HTMLElement;
  const root = () => element.shadowRoot as ShadowRoot;
  await waitFor(() => {
    if (!root().querySelector('form')) throw new Error('no form yet');
  });
  return { host, element, root };
}

/** Presses Tab until `match` has the focus (keyboard only). */
async function tabTo(root: ShadowRoot, match: (active: Element) => boolean, limit = 30) {
  for (let index = 0; index < limit; index++) {
    const active = root.activeElement;
    if (active && match(active)) return active;
    await sendKeys({ press: 'Tab' });
  }
  throw new Error('never reached by Tab');
}

describe('<foyer-form>', () => {
  let posted: unknown[];
  let fetchStub: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    clearCookies();
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    document.cookie = 'csrftoken=browser-test-token-0123456789abcdef; path=/';
    posted = [];
    fetchStub = stubFetch(async (url, init) => {
      if (url.pathname === '/en/api/forms/7/') return json(FORM);
      if (url.pathname === '/en/api/forms-entries/') {
        posted.push({ body: JSON.parse(String(init?.body)), headers: new Headers(init?.headers) });
        return json({ status: 'sent', confirmation: FORM.confirmation }, 201);
      }
      return json({ error: 'not_found', message: 'x' }, 404);
    });
  });
  afterEach(() => {
    fetchStub.restore();
    document.body.innerHTML = '';
  });

  it('renders every field with its label, help text and starting value; the honeypot hidden; axe clean', async () => {
    const { host, root } = await mount();
    const name = root().querySelector<HTMLInputElement>('#form-7-name');
    expect(name?.labels?.[0]?.textContent).to.contain('Name');
    expect(name?.getAttribute('aria-describedby')).to.equal('form-7-name-help');
    expect(root().querySelector<HTMLInputElement>('#form-7-topics-0')?.checked).to.equal(true);
    expect(root().querySelector<HTMLInputElement>('#form-7-when-0')?.checked).to.equal(false);
    const trap = root().querySelector<HTMLInputElement>('input[name="email2"]');
    expect(trap?.tabIndex).to.equal(-1);
    expect(trap?.closest('[aria-hidden="true"]')).to.exist;
    await expectNoAxeViolations(host);
  });

  it('keyboard only: an empty send shows the spec messages in an alert that takes the focus and links to the fields', async () => {
    const { host, root } = await mount();
    root().querySelector<HTMLInputElement>('#form-7-name')?.focus();
    await tabTo(root(), (active) => active.classList.contains('foyer-form__send'));
    await sendKeys({ press: 'Enter' });
    const alert = await waitFor(() => {
      const found = root().querySelector('[role="alert"]');
      if (!found) throw new Error('no alert');
      return found;
    });
    expect(alert.textContent).to.contain('Name: This field is required!');
    expect(alert.textContent).to.contain('E-mail address: This field is required!');
    await waitFor(() => expect(root().activeElement?.className).to.equal('foyer-form__summary-slot'));
    const name = root().querySelector<HTMLInputElement>('#form-7-name');
    expect(name?.getAttribute('aria-invalid')).to.equal('true');
    expect(name?.getAttribute('aria-describedby')).to.equal('form-7-name-error form-7-name-help');
    expect(root().getElementById('form-7-name-error')?.textContent).to.equal('This field is required!');
    await expectNoAxeViolations(host);
    // Tab to the summary's second link, Enter: the e-mail field has the focus.
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(root().activeElement?.id).to.equal('form-7-email'));
    await sendKeys({ type: 'abc' });
    await tabTo(root(), (active) => active.classList.contains('foyer-form__send'));
    await sendKeys({ press: 'Enter' });
    await waitFor(() =>
      expect(root().getElementById('form-7-email-error')?.textContent).to.equal('Invalid e-mail address!'),
    );
    expect(posted).to.have.length(0);
  });

  it('sends the entry as JSON with the CSRF header (lists for type 5, honeypot empty) and shows the confirmation', async () => {
    const { root } = await mount();
    root().querySelector<HTMLInputElement>('#form-7-name')?.focus();
    await sendKeys({ type: 'Ada' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'ada@example.org' });
    await sendKeys({ press: 'Tab' }); // Drama (checked)
    await sendKeys({ press: 'Tab' }); // Opera
    await sendKeys({ press: ' ' });
    await tabTo(root(), (active) => active.classList.contains('foyer-form__send'));
    await sendKeys({ press: 'Enter' });
    const status = await waitFor(() => {
      const found = root().querySelector('[role="status"]');
      if (!found) throw new Error('not sent');
      return found;
    });
    expect(status.textContent).to.contain('Thank you for your application!');
    await waitFor(() => expect(root().activeElement).to.equal(status));
    const [request] = posted as Array<{
      body: { form: number; field_values: Record<string, unknown> };
      headers: Headers;
    }>;
    expect(request?.body.form).to.equal(7);
    expect(request?.body.field_values).to.deep.include({
      name: 'Ada',
      email: 'ada@example.org',
      email2: '',
      when: null,
    });
    expect(request?.body.field_values.topics).to.deep.equal(['drama', 'opera']);
    expect(request?.headers.get('X-CSRFToken')).to.equal('browser-test-token-0123456789abcdef');
  });

  it('uploads a chosen file with progress, announces it, and removes it again', async () => {
    const original = window.XMLHttpRequest;
    let fake: FakeUpload | undefined;
    class FakeUpload {
      upload: { onprogress?: (event: ProgressEvent) => void } = {};
      headers: Record<string, string> = {};
      status = 0;
      response: unknown;
      responseType = '';
      withCredentials = false;
      onload?: () => void;
      onerror?: () => void;
      onabort?: () => void;
      url = '';
      constructor() {
        fake = this;
      }
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      send() {}
      abort() {}
    }
    window.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
    try {
      const { host, root } = await mount();
      const input = root().querySelector<HTMLInputElement>('#form-7-cv') as HTMLInputElement;
      const transfer = new DataTransfer();
      transfer.items.add(new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      await waitFor(() => expect(fake?.url).to.equal('/en/api/temp-files/'));
      expect(fake?.headers['X-CSRFToken']).to.equal('browser-test-token-0123456789abcdef');
      fake?.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 } as ProgressEvent);
      const progress = await waitFor(() => {
        const found = root().querySelector('progress');
        if (found?.value !== 40) throw new Error('no progress');
        return found;
      });
      expect(progress.getAttribute('aria-label')).to.equal('Uploading cv.pdf: 40 %');
      if (fake) {
        fake.status = 201;
        fake.response = {
          id: '0b9e2a64-54a4-4b8e-9d7a-2a1f2c3d4e5f',
          name: 'cv.pdf',
          size: 2048,
          type: 'application/pdf',
        };
        fake.onload?.();
      }
      const remove = await waitFor(() => {
        const found = root().querySelector<HTMLButtonElement>('.file__remove');
        if (!found) throw new Error('not uploaded');
        return found;
      });
      expect(remove.textContent).to.equal('Remove file (cv.pdf)');
      expect(root().querySelector('[aria-live="polite"]')?.textContent).to.equal(
        'cv.pdf (2 KB) is uploaded.',
      );
      expect(root().querySelector<HTMLInputElement>('input[type="hidden"][name="cv"]')?.value).to.equal(
        '0b9e2a64-54a4-4b8e-9d7a-2a1f2c3d4e5f',
      );
      await expectNoAxeViolations(host);
      remove.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => expect(root().activeElement?.id).to.equal('form-7-cv'));
      expect(root().querySelector('input[name="cv"]')).to.equal(null);
      expect(root().querySelector('[aria-live="polite"]')?.textContent).to.equal('The file is removed.');
    } finally {
      window.XMLHttpRequest = original;
    }
  });

  it('shows the server’s refusal of a file at its field', async () => {
    const original = window.XMLHttpRequest;
    let fake: { status: number; response: unknown; onload?: () => void } | undefined;
    window.XMLHttpRequest = class {
      upload = {};
      status = 0;
      response: unknown;
      constructor() {
        fake = this;
      }
      open() {}
      setRequestHeader() {}
      send() {}
    } as unknown as typeof XMLHttpRequest;
    try {
      const { root } = await mount();
      const input = root().querySelector<HTMLInputElement>('#form-7-cv') as HTMLInputElement;
      const transfer = new DataTransfer();
      transfer.items.add(new File(['MZ'], 'cv.pdf'));
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      await waitFor(() => expect(fake).to.exist);
      if (fake) {
        fake.status = 415;
        fake.response = { error: 'unsupported_file_type', message: 'This file type is not allowed.' };
        fake.onload?.();
      }
      await waitFor(() =>
        expect(root().getElementById('form-7-cv-error')?.textContent).to.equal(
          'This file type is not allowed.',
        ),
      );
      expect(root().querySelector<HTMLInputElement>('#form-7-cv')?.value).to.equal('');
    } finally {
      window.XMLHttpRequest = original;
    }
  });
});
