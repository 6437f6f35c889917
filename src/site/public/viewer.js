/* global document, window, fetch, navigator, setTimeout, FormData */
import { clearErrors, fillRememberedLead, readProblem, rememberLead, showProblem } from './forms.js';
import { selectedFormat, showResult } from './record-view.js';

const viewer = document.getElementById('viewer');
const sampleId = viewer.dataset.sampleId;
const statusLine = document.getElementById('viewer-status');
const result = document.getElementById('viewer-result');
const dialog = document.getElementById('access-dialog');
const accessForm = document.getElementById('access-form');
const accessResult = document.getElementById('access-result');
let pendingAction = 'copy';

function render(sample) {
  document.querySelector('[data-summary="file_name"]').textContent = sample.file_name;
  document.querySelector('[data-summary="engine"]').textContent =
    sample.engine === 'generative'
      ? 'Generative provider'
      : 'Built-in engine' + (sample.engine_note ? ` (${sample.engine_note})` : '');
  document.getElementById('confidence-meter').value = sample.confidence_score;
  document.querySelector('[data-summary="confidence"]').textContent =
    `${Math.round(sample.confidence_score * 100)} %`;
  const list = document.getElementById('warnings-list');
  list.replaceChildren();
  for (const warning of sample.warnings) {
    const item = document.createElement('li');
    item.className = `warning-${warning.severity}`;
    item.textContent = `${warning.severity}: ${warning.message}${warning.field ? ` (${warning.field})` : ''}`;
    list.append(item);
  }
  if (sample.warnings.length === 0)
    list.append(Object.assign(document.createElement('li'), { textContent: 'No warnings.' }));
  showResult(sample);
  statusLine.textContent = 'Extraction finished.';
  result.hidden = false;
}

async function load() {
  const response = await fetch(`/api/samples/${encodeURIComponent(sampleId)}`);
  const body = await readProblem(response);
  if (!response.ok) {
    statusLine.textContent = body.detail || 'This sample could not be loaded.';
    return;
  }
  if (body.status === 'running') {
    statusLine.textContent = 'The extraction is still running…';
    setTimeout(load, 1500);
  } else if (body.status === 'failed') {
    statusLine.textContent = `The extraction failed: ${body.error.message}`;
  } else {
    render(body);
  }
}

async function requestAccess() {
  const fields = Object.fromEntries(new FormData(accessForm));
  const response = await fetch('/api/sample-output-access', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...fields, sample_id: sampleId, action: pendingAction, format: selectedFormat() }),
  });
  const body = await readProblem(response);
  if (!response.ok) {
    showProblem(accessForm, body);
    return;
  }
  rememberLead(accessForm);
  dialog.close();
  if (pendingAction === 'copy') {
    await navigator.clipboard.writeText(body.output);
    accessResult.textContent = `Copied the full ${body.format.toUpperCase()} output (${body.output.length} characters).`;
  } else {
    accessResult.textContent = `Your ${body.format.toUpperCase()} download has started.`;
    window.location.assign(body.download_url);
  }
}

for (const button of document.querySelectorAll('[data-access-action]')) {
  button.addEventListener('click', () => {
    pendingAction = button.dataset.accessAction;
    clearErrors(accessForm);
    fillRememberedLead(accessForm);
    dialog.showModal();
  });
}
document.getElementById('access-cancel').addEventListener('click', () => dialog.close());
accessForm.addEventListener('submit', (event) => {
  event.preventDefault();
  clearErrors(accessForm);
  requestAccess().catch(() => showProblem(accessForm, { detail: 'The request failed; please try again.' }));
});

load().catch(() => {
  statusLine.textContent = 'This sample could not be loaded.';
});
