/**
 * Sample viewer: the record with its evidence on the page images, previews of the JSON, XML and CSV
 * outputs, confidence and warnings. The full outputs come only from /api/sample-output-access after
 * the lead dialog.
 */
import { html } from '../html.js';
import { leadFields } from './form-fields.js';
import { renderPage } from './layout.js';
import { resultTabs } from './result-tabs.js';

export function viewerPage(sampleId: string): string {
  return renderPage({
    title: 'Sample output',
    path: '/samples',
    scripts: ['/assets/viewer.js'],
    main: html`<h1>Sample output</h1>
      <div id="viewer" data-sample-id="${sampleId}">
        <p id="viewer-status" role="status">Loading the result…</p>
        <section id="viewer-result" hidden>
          <dl class="summary">
            <div>
              <dt>File</dt>
              <dd data-summary="file_name"></dd>
            </div>
            <div>
              <dt>Answered by</dt>
              <dd data-summary="engine"></dd>
            </div>
            <div>
              <dt>Confidence</dt>
              <dd>
                <meter
                  id="confidence-meter"
                  min="0"
                  max="1"
                  low="0.5"
                  high="0.8"
                  optimum="1"
                  aria-labelledby="confidence-text"
                ></meter>
                <span id="confidence-text" data-summary="confidence"></span>
              </dd>
            </div>
          </dl>
          <h2>Warnings</h2>
          <ul id="warnings-list" class="warnings"></ul>
          <h2>Result</h2>
          ${resultTabs('Result view')}
          <p class="actions">
            <button type="button" class="button primary" data-access-action="copy" data-cta="viewer-copy">
              Copy output
            </button>
            <button type="button" class="button" data-access-action="download" data-cta="viewer-download">
              Download output
            </button>
          </p>
          <p id="access-result" role="status"></p>
        </section>
      </div>
      <dialog id="access-dialog" aria-labelledby="access-dialog-title">
        <form id="access-form" class="form" method="dialog" novalidate>
          <h2 id="access-dialog-title">Your details for the full output</h2>
          <p>Tell us who you are and we unlock copying and downloading of this sample.</p>
          <p class="form-error" role="alert" id="access-form-error"></p>
          ${leadFields('access')}
          <p class="actions">
            <button type="submit" class="button primary" value="submit">Continue</button>
            <button type="button" class="button" id="access-cancel">Cancel</button>
          </p>
        </form>
      </dialog>`,
  });
}
