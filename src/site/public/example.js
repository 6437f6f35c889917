/* global document, fetch */
/** The landing page's example in the same record view as a trial's result. */
import { showResult } from './record-view.js';

const view = document.getElementById('example-view');
const statusLine = document.getElementById('viewer-status');

async function load() {
  const response = await fetch(view.dataset.source);
  if (!response.ok) throw new Error(`example: HTTP ${response.status}`);
  showResult(await response.json());
  statusLine.textContent = '';
  document.getElementById('viewer-result').hidden = false;
}

load().catch(() => {
  statusLine.textContent = 'The example could not be loaded; reload in a moment.';
});
