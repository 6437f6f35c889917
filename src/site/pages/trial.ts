/** Trial page: the upload form, progress while the extraction runs, then the way to the sample viewer. */
import type { BotCheckWidget } from '../../config.js';
import { html } from '../html.js';
import { botCheckScripts, botCheckSlot, field, leadFields } from './form-fields.js';
import { renderPage } from './layout.js';

export interface TrialPageOptions {
  maxFileBytes: number;
  maxPages: number;
  botCheck?: BotCheckWidget;
}

export function trialPage(options: TrialPageOptions): string {
  const megabytes = Math.floor(options.maxFileBytes / (1024 * 1024));
  const botCheck = botCheckScripts(options.botCheck);
  return renderPage({
    title: 'Try an extraction',
    path: '/trial',
    widgetScript: botCheck.widgetScript,
    scripts: [...botCheck.scripts, '/assets/trial.js'],
    main: html`<h1>Try an extraction</h1>
      <p>
        Upload one safety data sheet (PDF, at most ${megabytes} MB and ${options.maxPages} pages). We keep
        your details to follow up on the trial; the document is used only for this extraction.
      </p>
      <form id="trial-form" class="form" novalidate data-max-bytes="${options.maxFileBytes}">
        <p class="form-error" role="alert" id="trial-form-error"></p>
        ${field({ name: 'file', label: 'SDS PDF', type: 'file', required: true, accept: 'application/pdf,.pdf', idPrefix: 'trial', hint: `PDF, up to ${megabytes} MB and ${options.maxPages} pages.` })}
        ${leadFields('trial')} ${botCheckSlot(options.botCheck, 'trial')}
        <button type="submit" class="button primary" data-cta="trial-submit">Extract</button>
      </form>
      <section id="trial-progress" class="progress-panel" hidden aria-live="polite">
        <h2>Working on it</h2>
        <p id="trial-progress-label">Uploading…</p>
        <progress
          id="trial-progress-bar"
          max="100"
          value="0"
          aria-labelledby="trial-progress-label"
        ></progress>
      </section>`,
  });
}
