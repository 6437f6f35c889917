/* global document, window, fetch, navigator, setTimeout, FormData */
import { clearErrors, fillRememberedLead, readProblem, rememberLead, showProblem } from './forms.js';

const viewer = document.getElementById('viewer');
const sampleId = viewer.dataset.sampleId;
const statusLine = document.getElementById('viewer-status');
const result = document.getElementById('viewer-result');
const dialog = document.getElementById('access-dialog');
const accessForm = document.getElementById('access-form');
const accessResult = document.getElementById('access-result');
let pendingAction = 'copy';

function currentFormat() {
  return document.querySelector('[role="tab"][aria-selected="true"]').dataset.format;
}

function selectTab(tab) {
  for (const other of document.querySelectorAll('[role="tab"]')) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    document.getElementById(other.getAttribute('aria-controls')).hidden = !selected;
  }
  tab.focus();
}

function wireTabs() {
  const tabs = [...document.querySelectorAll('[role="tab"]')];
  tabs.forEach((tab, index) => {
    tab.addEventListener('click', () => selectTab(tab));
    tab.addEventListener('keydown', (event) => {
      const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
      if (step) selectTab(tabs[(index + step + tabs.length) % tabs.length]);
    });
  });
}

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
  for (const [format, preview] of Object.entries(sample.previews)) {
    document.querySelector(`[data-preview="${format}"]`).textContent = preview.text;
    document.querySelector(`[data-truncated="${format}"]`).hidden = !preview.truncated;
  }
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
    body: JSON.stringify({ ...fields, sample_id: sampleId, action: pendingAction, format: currentFormat() }),
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

wireTabs();
load().catch(() => {
  statusLine.textContent = 'This sample could not be loaded.';
});
