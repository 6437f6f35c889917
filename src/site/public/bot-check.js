/* global document, window */
// The provider's widget calls these by name (data-callback, data-expired-callback,
// data-error-callback) with its token, or when the token lapsed or the check broke.

function responseFields() {
  return document.querySelectorAll('input[name="bot-check-response"]');
}

window.sdsBotCheckSolved = (token) => {
  for (const field of responseFields()) field.value = String(token);
  for (const slot of document.querySelectorAll('[data-error-for="bot-check-response"]'))
    slot.textContent = '';
};

window.sdsBotCheckExpired = () => {
  for (const field of responseFields()) field.value = '';
};
