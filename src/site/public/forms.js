/* global document, window, CSS, FormData */
// Shows a problem+json answer next to the fields it names, and moves focus to the first one.

export function clearErrors(form) {
  for (const slot of form.querySelectorAll('[data-error-for]')) slot.textContent = '';
  for (const input of form.querySelectorAll('[aria-invalid]')) input.removeAttribute('aria-invalid');
  const summary = form.querySelector('.form-error');
  if (summary) summary.textContent = '';
}

export function showProblem(form, problem) {
  const summary = form.querySelector('.form-error');
  const fieldName = problem && problem.field ? String(problem.field) : '';
  const slot = fieldName ? form.querySelector(`[data-error-for="${CSS.escape(fieldName)}"]`) : null;
  const message = (problem && problem.detail) || 'Something went wrong; please try again.';
  if (slot) {
    slot.textContent = message;
    const input = form.querySelector(`[name="${CSS.escape(fieldName)}"]`);
    if (input) {
      input.setAttribute('aria-invalid', 'true');
      input.focus();
    }
  }
  if (summary) summary.textContent = message;
}

// Widgets also add a field of their own under the provider's name; the site reads its copy of the
// token from bot-check-response, so these are left out of what is sent.
const PROVIDER_RESPONSE_FIELDS = ['cf-turnstile-response', 'h-captcha-response', 'g-recaptcha-response'];

export function submittedFields(form) {
  const data = new FormData(form);
  for (const name of PROVIDER_RESPONSE_FIELDS) data.delete(name);
  return data;
}

/** Shows why the form cannot be sent yet when a bot-check widget is there but not completed. */
export function botCheckPending(form) {
  const token = form.querySelector('input[name="bot-check-response"]');
  if (!token || token.value !== '') return false;
  showProblem(form, { field: 'bot-check-response', detail: 'Complete the bot check first.' });
  return true;
}

/**
 * A provider's token passes siteverify once, so every send spends it: the field is emptied and the
 * widget (Turnstile, hCaptcha and reCAPTCHA all have reset()) asked for a fresh challenge.
 */
export function renewBotCheck(form) {
  const token = form.querySelector('input[name="bot-check-response"]');
  if (!token) return;
  token.value = '';
  for (const provider of [window.turnstile, window.hcaptcha, window.grecaptcha]) provider?.reset?.();
}

export async function readProblem(response) {
  try {
    return await response.json();
  } catch {
    return { detail: `The server answered ${response.status}.` };
  }
}

/** Lead details kept for this tab so the viewer's dialog does not ask twice. */
export function rememberLead(form) {
  const lead = {};
  for (const name of ['full_name', 'work_email', 'company']) {
    const input = form.querySelector(`[name="${name}"]`);
    if (input) lead[name] = input.value;
  }
  document.defaultView.sessionStorage.setItem('sds-lead', JSON.stringify(lead));
}

export function fillRememberedLead(form) {
  const stored = document.defaultView.sessionStorage.getItem('sds-lead');
  if (!stored) return;
  const lead = JSON.parse(stored);
  for (const [name, value] of Object.entries(lead)) {
    const input = form.querySelector(`[name="${name}"]`);
    if (input && !input.value) input.value = value;
  }
}
