/** Operator analytics page: asks for the operator key, then draws charts from /api/admin/analytics. */
import { html } from '../html.js';
import { renderPage } from './layout.js';

function chart(id: string, title: string) {
  return html`<figure class="chart">
    <figcaption id="${id}-title">${title}</figcaption>
    <canvas id="${id}" role="img" aria-labelledby="${id}-title"></canvas>
  </figure>`;
}

export function operatorAnalyticsPage(): string {
  return renderPage({
    title: 'Website analytics',
    path: '/operator/analytics',
    vendorScripts: ['/vendor/chart.umd.js'],
    scripts: ['/assets/operator-analytics.js'],
    main: html`<h1>Website analytics</h1>
      <form id="operator-form" class="form inline" novalidate>
        <div class="field">
          <label for="operator-key">Operator key</label
          ><input
            id="operator-key"
            name="key"
            type="password"
            autocomplete="current-password"
            required
            aria-required="true"
            aria-describedby="operator-error"
          />
        </div>
        <div class="field">
          <label for="operator-from">From</label><input id="operator-from" name="from" type="date" />
        </div>
        <div class="field">
          <label for="operator-to">To</label><input id="operator-to" name="to" type="date" />
        </div>
        <button type="submit" class="button primary">Show analytics</button>
        <p class="form-error" role="alert" id="operator-error"></p>
      </form>
      <section id="operator-dashboard" hidden aria-live="polite">
        <dl class="summary" id="operator-totals">
          <div>
            <dt>Uploads</dt>
            <dd data-total="uploads"></dd>
          </div>
          <div>
            <dt>Leads</dt>
            <dd data-total="leads"></dd>
          </div>
          <div>
            <dt>Samples with output access</dt>
            <dd data-total="samples_with_output_access"></dd>
          </div>
          <div>
            <dt>Upload → output access</dt>
            <dd data-total="conversion"></dd>
          </div>
        </dl>
        <div class="charts">
          ${chart('chart-cta', 'CTA events per day')} ${chart('chart-funnel', 'Uploads and leads per day')}
        </div>
      </section>`,
  });
}
