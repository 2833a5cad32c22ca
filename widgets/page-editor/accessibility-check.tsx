import { useId } from 'react';
import type { Locale } from '../../src/contract/locales';
import {
  type AccessibilityProblem,
  checkPageAccessibility,
  type RenderedModule,
} from '../../src/domain/page-accessibility';
import type { EditorTexts } from '../../src/i18n/editor';
import { moduleTypeName } from '../../src/modules/registry';

/** The editing canvas's shadow root (page-editor.component.tsx useCanvasRoot), if drawn. */
function canvasRoot(): ShadowRoot | null {
  return document.querySelector('.foyer-editor-canvas')?.shadowRoot ?? null;
}

/**
 * The draft's modules as the canvas draws them with the public renderers, in page order: what the
 * accessibility check reads (issue 19 item 5; src/domain/page-accessibility.ts).
 */
export function renderedModules(): RenderedModule[] {
  const root = canvasRoot();
  if (!root) return [];
  const modules: RenderedModule[] = [];
  root.querySelectorAll<HTMLElement>('.canvas > [data-section-id]').forEach((section, index) => {
    for (const frame of section.querySelectorAll<HTMLElement>(
      ':scope > .section__grid > .editor-column > .editable-module',
    ))
      modules.push({
        section: index + 1,
        section_id: section.dataset.sectionId ?? '',
        module_id: frame.dataset.moduleId ?? '',
        module_type: frame.dataset.moduleType ?? '',
        html: frame.querySelector(':scope > .module-preview')?.innerHTML ?? '',
      });
  });
  return modules;
}

/** The page's problems now (the canvas as drawn). */
export function checkDraft(): AccessibilityProblem[] {
  return checkPageAccessibility(renderedModules());
}

/** The module's handle (the first control of its bar), to move the focus to. */
export function moduleHandle(moduleId: string): HTMLElement | null {
  return canvasRoot()?.querySelector<HTMLElement>(`[data-handle="${CSS.escape(moduleId)}"]`) ?? null;
}

function problemText(problem: AccessibilityProblem, t: EditorTexts): string {
  switch (problem.rule) {
    case 'heading-order':
      return t('a11y.headingOrder', { level: problem.level ?? 0, previous: problem.previous ?? 0 });
    case 'image-alt':
      return t('a11y.imageAlt');
    case 'link-name':
      return t('a11y.linkName');
    case 'button-name':
      return t('a11y.buttonName');
  }
}

/**
 * The check's result in the publish dialog: a summary (a status, read out when it appears) and
 * each problem with where it is and a button that closes the dialog and moves the focus to the
 * module (`onShow`).
 */
export function AccessibilityReport({
  problems,
  t,
  lang,
  onShow,
}: {
  problems: readonly AccessibilityProblem[];
  t: EditorTexts;
  lang: Locale;
  onShow: (moduleId: string) => void;
}) {
  const titleId = useId();
  return (
    <section className="a11y-report" aria-labelledby={titleId}>
      <h3 id={titleId} className="a11y-report__title">
        {t('a11y.title')}
      </h3>
      <p
        className={
          problems.length ? 'a11y-report__summary a11y-report__summary--problems' : 'a11y-report__summary'
        }
        role="status"
      >
        {problems.length ? t.plural('a11y.found', problems.length) : t('a11y.clean')}
      </p>
      {problems.length ? (
        <ul className="a11y-report__list">
          {problems.map((problem, index) => {
            const module = moduleTypeName(problem.module_type, lang);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a module can have several problems of one rule
              <li key={`${problem.module_id}:${problem.rule}:${index}`} className="a11y-report__item">
                <span className="a11y-report__where">
                  {t('a11y.where', { section: problem.section, module })}
                </span>
                <span>{problemText(problem, t)}</span>
                <button
                  type="button"
                  aria-label={t('a11y.showModule', { module, section: problem.section })}
                  onClick={() => onShow(problem.module_id)}
                >
                  {t('a11y.show')}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
