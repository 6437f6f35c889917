/** Labelled, described form controls with a slot for their own error message (read by screen readers). */
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

/** Where a configured bot-check widget writes its token; absent when no provider is configured. */
export function botCheckSlot(siteKey: string | undefined): Html {
  if (siteKey === undefined) return html``;
  return html`<div class="bot-check" data-sitekey="${siteKey}">
    <input type="hidden" name="bot-check-response" value="" />
  </div>`;
}
