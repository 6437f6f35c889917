/** Contact page: the enterprise inquiry form. */
import type { BotCheckWidget } from '../../config.js';
import { html } from '../html.js';
import { botCheckScripts, botCheckSlot, field, leadFields, textArea } from './form-fields.js';
import { renderPage } from './layout.js';

export function contactPage(options: { botCheck?: BotCheckWidget }): string {
  const botCheck = botCheckScripts(options.botCheck);
  return renderPage({
    title: 'Contact sales',
    path: '/contact',
    widgetScript: botCheck.widgetScript,
    scripts: [...botCheck.scripts, '/assets/contact.js'],
    main: html`<h1>Contact sales</h1>
      <p>
        Volume pricing, self-hosted deployment, custom schema versions: tell us what you need and we answer
        within one business day.
      </p>
      <form id="contact-form" class="form" novalidate>
        <p class="form-error" role="alert" id="contact-form-error"></p>
        ${leadFields('contact')}
        ${field({ name: 'phone', label: 'Phone (optional)', type: 'tel', autocomplete: 'tel', idPrefix: 'contact' })}
        ${field({ name: 'expected_volume', label: 'Expected documents per month (optional)', idPrefix: 'contact' })}
        ${textArea({ name: 'message', label: 'Message', required: true, idPrefix: 'contact' })}
        ${botCheckSlot(options.botCheck, 'contact')}
        <button type="submit" class="button primary" data-cta="contact-submit">Send inquiry</button>
      </form>
      <p id="contact-result" role="status" tabindex="-1"></p>`,
  });
}
