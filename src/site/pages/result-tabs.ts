/**
 * The result of an extraction in tabs: the Record (the record grouped by SDS section, each value
 * with its confidence and warnings, and beside it the page the chosen value was read from with the
 * evidence box), then previews of the JSON, XML and CSV outputs. Filled by /assets/record-view.js.
 */
import { html, type Html } from '../html.js';

const TABS = [
  { id: 'record', label: 'Record' },
  { id: 'json', label: 'JSON' },
  { id: 'xml', label: 'XML' },
  { id: 'csv', label: 'CSV' },
];

function recordPanel(): Html {
  return html`<div class="record-layout">
    <div class="record" data-record></div>
    <aside class="evidence-panel" aria-labelledby="evidence-heading">
      <h3 id="evidence-heading">Where it was read</h3>
      <p id="evidence-caption" role="status">Choose a value to see the page it was read from.</p>
      <figure id="evidence-figure" hidden>
        <div class="page-frame">
          <img id="evidence-page" alt="" />
          <div id="evidence-box" class="evidence-box" hidden></div>
        </div>
      </figure>
    </aside>
  </div>`;
}

function previewPanel(format: string): Html {
  return html`<pre
      class="code"
      tabindex="0"
      aria-label="${format.toUpperCase()} output preview"
    ><code data-preview="${format}"></code></pre>
    <p class="truncation" data-truncated="${format}" hidden>
      Preview shortened. Copy or download for the full output.
    </p>`;
}

export function resultTabs(label: string): Html {
  const tabs = TABS.map(
    (tab, index) =>
      html`<button
        type="button"
        role="tab"
        id="tab-${tab.id}"
        aria-controls="panel-${tab.id}"
        aria-selected="${index === 0 ? 'true' : 'false'}"
        tabindex="${index === 0 ? '0' : '-1'}"
        data-format="${tab.id}"
      >
        ${tab.label}
      </button>`,
  );
  const panels = TABS.map(
    (tab, index) =>
      html`<div
        role="tabpanel"
        id="panel-${tab.id}"
        aria-labelledby="tab-${tab.id}"
        ${index === 0 ? '' : html` hidden`}
      >
        ${tab.id === 'record' ? recordPanel() : previewPanel(tab.id)}
      </div>`,
  );
  return html`<div class="tabs">
    <div role="tablist" aria-label="${label}">${tabs}</div>
    ${panels}
  </div>`;
}
