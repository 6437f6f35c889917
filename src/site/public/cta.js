/* global document, window, fetch, crypto, sessionStorage, URLSearchParams, Element */
// Reports every click on an element with data-cta to the analytics collector. No cookies: the
// session id is a random value kept in sessionStorage for this tab only.

function sessionId() {
  let id = sessionStorage.getItem('sds-session-id');
  if (!id) {
    id = crypto.randomUUID().replaceAll('-', '');
    sessionStorage.setItem('sds-session-id', id);
  }
  return id;
}

function utmFields() {
  const fields = {};
  const params = new URLSearchParams(window.location.search);
  for (const name of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']) {
    const value = params.get(name);
    if (value) fields[name] = value.slice(0, 100);
  }
  return fields;
}

export function reportEvent(event, ctaId) {
  const body = {
    event,
    cta_id: ctaId,
    page: document.body.dataset.page || window.location.pathname,
    session_id: sessionId(),
    ...utmFields(),
  };
  if (document.referrer) body.referrer = document.referrer.slice(0, 500);
  // keepalive lets the request finish when the click navigates away from the page.
  return fetch('/api/analytics-event', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
}

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target.closest('[data-cta]') : null;
  if (target) reportEvent('cta_click', target.getAttribute('data-cta'));
});
