import { type KeyboardEvent, type MouseEvent, useId, useState } from 'react';
import type { Locale } from '../../src/contract/locales';
import type { EditorTexts } from '../../src/i18n/editor';
import { localiseMessage } from '../../src/i18n/validation';
import { type ImageObject, imageObjectSchema } from '../../src/modules/image';
import { Dialog } from './dialog';
import type { FieldErrors } from './fields';

/** The caption field of the module, when it has one (image, image item: `description`). */
export interface CaptionField {
  label: string;
  value: string;
  maxLength?: number;
}

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/**
 * The image edit popup (spec: frame §3 "popups for … image edit"): the chosen image's alternative
 * text (required unless the image is marked decorative), the module's caption when it has one, and
 * a focal point: a click on the preview sets it, the arrow keys move it (Shift: by 10), the two
 * percent fields show and set it, and a live region announces it. Nothing is written until
 * "Apply"; the module is stored with the edit form's Save.
 */
export function ImageEdit({
  src,
  object,
  caption,
  t,
  locale,
  onApply,
  onClose,
}: {
  src: string;
  object: ImageObject | undefined;
  caption?: CaptionField;
  t: EditorTexts;
  locale: Locale;
  onApply: (object: ImageObject, caption: string | undefined) => void;
  onClose: () => void;
}) {
  const [alt, setAlt] = useState(object?.alt ?? '');
  const [decorative, setDecorative] = useState(object?.decorative === true);
  const [text, setText] = useState(caption?.value ?? '');
  const [point, setPoint] = useState<{ x: number; y: number } | null>(object?.focal_point ?? null);
  const [size, setSize] = useState<{ width?: number; height?: number }>({
    width: object?.width,
    height: object?.height,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  // A message goes as soon as its field changes; Apply checks everything again.
  const clear = (...keys: string[]) =>
    setErrors((current) =>
      keys.some((key) => key in current)
        ? Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key)))
        : current,
    );
  const id = useId();
  const ids = {
    alt: `${id}-alt`,
    decorative: `${id}-decorative`,
    caption: `${id}-caption`,
    x: `${id}-x`,
    y: `${id}-y`,
    hint: `${id}-hint`,
    where: `${id}-where`,
  };
  const shown = {
    x: point && Number.isFinite(point.x) ? point.x : 50,
    y: point && Number.isFinite(point.y) ? point.y : 50,
  };
  const move = (x: number, y: number) => {
    setPoint({ x: clamp(x), y: clamp(y) });
    clear('focal_point.x', 'focal_point.y');
  };
  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    // A keyboard "click" (Enter, Space) has no position: it only focuses the control.
    if (event.detail === 0) return;
    const box = event.currentTarget.querySelector('img')?.getBoundingClientRect();
    if (!box?.width || !box.height) return;
    move(((event.clientX - box.left) / box.width) * 100, ((event.clientY - box.top) / box.height) * 100);
  };
  const keys = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const delta = moves[event.key];
    if (!delta) return;
    event.preventDefault();
    // From the latest point: key repeats can come faster than renders.
    setPoint((current) => {
      const from = {
        x: current && Number.isFinite(current.x) ? current.x : 50,
        y: current && Number.isFinite(current.y) ? current.y : 50,
      };
      return { x: clamp(from.x + delta[0]), y: clamp(from.y + delta[1]) };
    });
    clear('focal_point.x', 'focal_point.y');
  };
  const numberField = (axis: 'x' | 'y') => (
    <div className={`field${errors[`focal_point.${axis}`] ? ' field--invalid' : ''}`}>
      <label htmlFor={ids[axis]} className="field__label">
        {axis === 'x' ? t('focalX') : t('focalY')}
      </label>
      <input
        id={ids[axis]}
        type="number"
        min={0}
        max={100}
        step={1}
        value={point ? point[axis] : ''}
        aria-invalid={errors[`focal_point.${axis}`] ? 'true' : undefined}
        aria-describedby={errors[`focal_point.${axis}`] ? `${ids[axis]}-error` : undefined}
        onChange={(event) => {
          const value = event.target.value === '' ? Number.NaN : Number(event.target.value);
          setPoint({ ...shown, [axis]: value });
          clear(`focal_point.${axis}`);
        }}
      />
      {errors[`focal_point.${axis}`] ? (
        <p className="field__error" id={`${ids[axis]}-error`}>
          {errors[`focal_point.${axis}`]}
        </p>
      ) : null}
    </div>
  );
  const apply = () => {
    const next: ImageObject = {
      ...(object ?? {}),
      url: src,
      alt: decorative ? '' : alt.trim(),
      decorative: decorative || undefined,
      ...(size.width && size.height ? size : {}),
      focal_point: point ?? undefined,
    };
    const found: FieldErrors = {};
    if (!decorative && !next.alt) found.alt = t('altRequired');
    const parsed = imageObjectSchema.safeParse(next);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.');
        if (!found[key])
          found[key] =
            issue.path[0] === 'focal_point' ? t('focalRange') : localiseMessage(issue.message, locale);
      }
    if (caption?.maxLength && text.length > caption.maxLength)
      found.caption = t('characters', { n: text.length, max: caption.maxLength });
    setErrors(found);
    if (Object.keys(found).length) return;
    onApply(parsed.success ? parsed.data : next, caption ? text : undefined);
    onClose();
  };
  const error = (key: string, elementId: string) =>
    errors[key] ? (
      <p className="field__error" id={`${elementId}-error`}>
        {errors[key]}
      </p>
    ) : null;
  return (
    <Dialog title={t('imageEdit')} onClose={onClose} closeLabel={t('close')} className="dialog--wide">
      <div className="image-edit">
        <div className="image-edit__preview">
          <button
            type="button"
            className="image-edit__focus"
            aria-label={t('focalPoint')}
            aria-describedby={`${ids.hint} ${ids.where}`}
            onClick={pick}
            onKeyDown={keys}
          >
            <img
              src={src}
              alt=""
              onLoad={(event) => {
                const image = event.currentTarget;
                if (image.naturalWidth && image.naturalHeight)
                  setSize({ width: image.naturalWidth, height: image.naturalHeight });
              }}
            />
            {point ? (
              <span
                className="image-edit__marker"
                aria-hidden="true"
                style={{ left: `${shown.x}%`, top: `${shown.y}%` }}
              />
            ) : null}
          </button>
          <p className="field__help" id={ids.hint}>
            {t('focalHint')}
          </p>
          <p className="image-edit__where" id={ids.where} role="status">
            {point && Number.isFinite(point.x) && Number.isFinite(point.y)
              ? t('focalAt', { x: point.x, y: point.y })
              : t('focalNone')}
          </p>
          <div className="image-edit__numbers">
            {numberField('x')}
            {numberField('y')}
            <button
              type="button"
              disabled={!point}
              onClick={() => {
                setPoint(null);
                clear('focal_point.x', 'focal_point.y');
              }}
            >
              {t('focalReset')}
            </button>
          </div>
        </div>
        <div className="fields">
          <div className={`field${errors.alt ? ' field--invalid' : ''}`}>
            <label htmlFor={ids.alt} className="field__label">
              {t('altText')}
              {decorative ? null : <span className="field__required"> ({t('required')})</span>}
            </label>
            <textarea
              id={ids.alt}
              rows={2}
              data-autofocus
              maxLength={300}
              value={decorative ? '' : alt}
              disabled={decorative}
              aria-required={decorative ? undefined : 'true'}
              aria-invalid={errors.alt ? 'true' : undefined}
              aria-describedby={`${ids.alt}-help${errors.alt ? ` ${ids.alt}-error` : ''}`}
              onChange={(event) => {
                setAlt(event.target.value);
                clear('alt');
              }}
            />
            <p className="field__help" id={`${ids.alt}-help`}>
              {t('altHelp')}
            </p>
            {error('alt', ids.alt)}
          </div>
          <div className="field field--boolean">
            <input
              id={ids.decorative}
              type="checkbox"
              checked={decorative}
              onChange={(event) => {
                setDecorative(event.target.checked);
                clear('alt');
              }}
            />
            <label htmlFor={ids.decorative}>{t('decorative')}</label>
          </div>
          {caption ? (
            <div className={`field${errors.caption ? ' field--invalid' : ''}`}>
              <label htmlFor={ids.caption} className="field__label">
                {caption.label}
              </label>
              <textarea
                id={ids.caption}
                rows={3}
                value={text}
                aria-invalid={errors.caption ? 'true' : undefined}
                aria-describedby={errors.caption ? `${ids.caption}-error` : undefined}
                onChange={(event) => {
                  setText(event.target.value);
                  clear('caption');
                }}
              />
              {error('caption', ids.caption)}
            </div>
          ) : null}
        </div>
      </div>
      {Object.keys(errors).length ? (
        <p className="form-error" role="alert">
          {t('fixErrors')}
        </p>
      ) : null}
      <div className="dialog__actions">
        <button type="button" className="primary" onClick={apply}>
          {t('applyImage')}
        </button>
        <button type="button" onClick={onClose}>
          {t('cancel')}
        </button>
      </div>
    </Dialog>
  );
}
