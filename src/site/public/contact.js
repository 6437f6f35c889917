/* global document, fetch */
import {
  botCheckPending,
  clearErrors,
  readProblem,
  rememberLead,
  renewBotCheck,
  showProblem,
  submittedFields,
} from './forms.js';

const form = document.getElementById('contact-form');
const result = document.getElementById('contact-result');

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  clearErrors(form);
  if (botCheckPending(form)) return;
  const fields = Object.fromEntries([...submittedFields(form)].filter(([, value]) => value !== ''));
  const response = await fetch('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  }).catch(() => undefined);
  renewBotCheck(form);
  if (!response) {
    showProblem(form, { detail: 'The inquiry could not be sent; check your connection.' });
    return;
  }
  if (!response.ok) {
    showProblem(form, await readProblem(response));
    return;
  }
  rememberLead(form);
  form.reset();
  result.textContent = 'Thank you. Your inquiry was received; we will answer within one business day.';
  result.focus();
});
