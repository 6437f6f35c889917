/** Landing page: what the service does, a real output of the engine, and the calls to action. */
import type { Example } from '../example/example-output.js';
import { html } from '../html.js';
import { renderPage } from './layout.js';
import { resultTabs } from './result-tabs.js';

function exampleView(example: Example | undefined) {
  if (example === undefined) {
    return html`<p>The example output is being prepared; reload in a moment.</p>`;
  }
  const { envelope } = example;
  return html`<p>
      Confidence <strong>${envelope.confidence_score.toFixed(2)}</strong>, ${envelope.warnings.length}
      warning(s), extracted in ${envelope.processing_ms} ms from a generated example sheet. Choose a value to
      see where on the sheet it was read.
    </p>
    <div id="example-view" data-source="/api/example">
      <p id="viewer-status" role="status">Loading the example…</p>
      <div id="viewer-result" hidden>${resultTabs('Example result view')}</div>
    </div>`;
}

export function landingPage(example: Example | undefined): string {
  return renderPage({
    title: 'Safety data sheets to structured data',
    path: '/',
    scripts: example ? ['/assets/example.js'] : [],
    main: html`<section class="hero">
        <h1>Safety data sheets in, validated data out</h1>
        <p class="lead">
          Send an SDS or MSDS PDF in any of 18 languages, native text or scanned, and get its identification,
          hazards, composition, protection, properties, toxicology, transport and revision data as JSON, XML
          and CSV, with a confidence score and plain warnings.
        </p>
        <p class="cta-row">
          <a class="button primary" href="/trial" data-cta="hero-trial">Try it with your own SDS</a>
          <a class="button" href="/contact" data-cta="hero-contact">Talk to sales</a>
          <a class="button" href="/docs" data-cta="hero-api-docs">Read the API docs</a>
        </p>
      </section>
      <section aria-labelledby="example-heading">
        <h2 id="example-heading">A real output</h2>
        ${exampleView(example)}
      </section>
      <section aria-labelledby="how-heading">
        <h2 id="how-heading">How it works</h2>
        <ol class="steps">
          <li>Upload a PDF through the API (<code>POST /v1/extract-sds</code>) or in bulk with a webhook.</li>
          <li>
            The engine finds the 16 sections, reads text or OCRs scans, and checks codes against GHS reference
            data.
          </li>
          <li>You receive one record in the schema version you ask for, as JSON, XML and CSV.</li>
        </ol>
        <p>
          <a class="button primary" href="/trial" data-cta="footer-trial">Start a free trial extraction</a>
        </p>
      </section>`,
  });
}
