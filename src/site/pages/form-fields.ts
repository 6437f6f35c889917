/** Labelled, described form controls with a slot for their own error message (read by screen readers). */
import type { BotCheckWidget } from '../../config.js';
import { html, type Html } from '../html.js';

export interface FieldOptions {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'file';
  required?: boolean;
  autocomplete?: string;
  hint?: string;
  accept?: string;
  idPrefix?: string;
}

export function field(options: FieldOptions): Html {
  const id = `${options.idPrefix ?? 'f'}-${options.name}`;
  const describedBy = [options.hint ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' ');
  return html`<div class="field">
    <label for="${id}"
      >${options.label}${options.required ? html` <span class="required" aria-hidden="true">*</span>` : ''}</label
    >
    ${options.hint ? html`<p class="hint" id="${id}-hint">${options.hint}</p>` : ''}
    <input
      id="${id}"
      name="${options.name}"
      type="${options.type ?? 'text'}"
      ${options.required ? html` required aria-required="true"` : ''}${options.autocomplete ? html` autocomplete="${options.autocomplete}"` : ''}${options.accept ? html` accept="${options.accept}"` : ''}
      aria-describedby="${describedBy}"
    />
    <p class="field-error" id="${id}-error" data-error-for="${options.name}"></p>
  </div>`;
}

export function textArea(options: {
  name: string;
  label: string;
  required?: boolean;
  idPrefix?: string;
}): Html {
  const id = `${options.idPrefix ?? 'f'}-${options.name}`;
  return html`<div class="field">
    <label for="${id}"
      >${options.label}${options.required ? html` <span class="required" aria-hidden="true">*</span>` : ''}</label
    >
    <textarea
      id="${id}"
      name="${options.name}"
      rows="6"
      ${options.required ? html` required aria-required="true"` : ''}
      aria-describedby="${id}-error"
    ></textarea>
    <p class="field-error" id="${id}-error" data-error-for="${options.name}"></p>
  </div>`;
}

export function leadFields(idPrefix: string): Html {
  return html`${field({ name: 'full_name', label: 'Full name', required: true, autocomplete: 'name', idPrefix })}
  ${field({ name: 'work_email', label: 'Work e-mail', type: 'email', required: true, autocomplete: 'email', idPrefix })}
  ${field({ name: 'company', label: 'Company', required: true, autocomplete: 'organization', idPrefix })}`;
}

// The markup each provider's script renders its widget into (all three take the same data- options).
const WIDGET_CLASSES: Record<BotCheckWidget['kind'], string> = {
  turnstile: 'cf-turnstile',
  hcaptcha: 'h-captcha',
  recaptcha: 'g-recaptcha',
};

/**
 * The configured provider's widget and the field its token goes into (through the callbacks of
 * /assets/bot-check.js), with a slot for the server's verdict; absent when no provider is configured.
 */
export function botCheckSlot(widget: BotCheckWidget | undefined, idPrefix: string): Html {
  if (widget === undefined) return html``;
  return html`<div class="field bot-check">
    <div
      class="${WIDGET_CLASSES[widget.kind]}"
      data-sitekey="${widget.siteKey}"
      data-callback="sdsBotCheckSolved"
      data-expired-callback="sdsBotCheckExpired"
      data-error-callback="sdsBotCheckExpired"
    ></div>
    <input type="hidden" name="bot-check-response" value="" />
    <p class="field-error" id="${idPrefix}-bot-check-error" data-error-for="bot-check-response"></p>
  </div>`;
}

/** What a page with a form adds to its frame when a bot-check widget is configured. */
export function botCheckScripts(widget: BotCheckWidget | undefined): {
  widgetScript?: string;
  scripts: string[];
} {
  return widget === undefined
    ? { scripts: [] }
    : { widgetScript: widget.scriptUrl, scripts: ['/assets/bot-check.js'] };
}
