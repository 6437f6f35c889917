/* global document, window, XMLHttpRequest */
import {
  botCheckPending,
  clearErrors,
  rememberLead,
  renewBotCheck,
  showProblem,
  submittedFields,
} from './forms.js';

const form = document.getElementById('trial-form');
const progressPanel = document.getElementById('trial-progress');
const progressLabel = document.getElementById('trial-progress-label');
const progressBar = document.getElementById('trial-progress-bar');

function showProgress(label, percent) {
  progressPanel.hidden = false;
  progressLabel.textContent = label;
  if (percent === undefined) progressBar.removeAttribute('value');
  else progressBar.value = percent;
}

function fail(problem) {
  renewBotCheck(form);
  progressPanel.hidden = true;
  form.querySelector('button[type="submit"]').disabled = false;
  showProblem(form, problem);
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  clearErrors(form);
  const file = form.elements.file.files[0];
  if (!file) {
    showProblem(form, { field: 'file', detail: 'Choose a PDF file to upload.' });
    return;
  }
  if (file.size > Number(form.dataset.maxBytes)) {
    showProblem(form, { field: 'file', detail: 'The file is larger than the trial allows.' });
    return;
  }
  if (botCheckPending(form)) return;
  rememberLead(form);
  form.querySelector('button[type="submit"]').disabled = true;
  // XMLHttpRequest rather than fetch: only it reports upload progress.
  const request = new XMLHttpRequest();
  request.open('POST', '/api/sample-upload');
  request.responseType = 'json';
  request.upload.addEventListener('progress', (progress) => {
    if (progress.lengthComputable) {
      showProgress('Uploading…', Math.round((progress.loaded / progress.total) * 100));
    }
  });
  request.upload.addEventListener('load', () => showProgress('Extracting the data sheet…'));
  request.addEventListener('load', () => {
    if (request.status === 201 && request.response) {
      showProgress('Done. Opening the sample viewer…', 100);
      window.location.assign(request.response.viewer_url);
    } else {
      fail(request.response || { detail: `The server answered ${request.status}.` });
    }
  });
  request.addEventListener('error', () => fail({ detail: 'The upload failed; check your connection.' }));
  showProgress('Uploading…', 0);
  request.send(submittedFields(form));
});
