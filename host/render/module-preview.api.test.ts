import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { renderModulePreview } from './module-preview';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t.close());

describe('module preview for the editor', () => {
  it('renders a valid module with the public renderer, rich text sanitised', async () => {
    const result = await renderModulePreview(
      t.app.db,
      {
        id: 't',
        type: 'two_columns',
        extra_class: 'image-text',
        image: '/media/a.svg',
        text: '<p onclick="x()">Hallo <u>Welt</u></p>',
      },
      { locale: 'de', now: t.now },
    );
    expect(result).toEqual({
      ok: true,
      html: expect.stringContaining('<div class="m-two-columns__text rich-text"><p>Hallo Welt</p></div>'),
    });
  });

  it('answers the issues of an invalid module', async () => {
    const result = await renderModulePreview(
      t.app.db,
      { id: 'v', type: 'video', video_url: 'https://evil.example/v' },
      { locale: 'en', now: t.now },
    );
    expect(result).toEqual({
      ok: false,
      issues: [
        { path: 'video_url', message: 'Enter the link of a YouTube or Vimeo video.' },
        { path: 'image', message: 'This field is required!' },
      ],
    });
  });

  it('loads data for data-bound modules (empty database: the empty state)', async () => {
    const result = await renderModulePreview(
      t.app.db,
      { id: 'e', type: 'event_list' },
      { locale: 'en', now: t.now, editMode: false },
    );
    expect(result.ok && result.html).toContain('No events are planned for this period.');
  });
});
