/* global document, fetch, Chart, URLSearchParams */
const form = document.getElementById('operator-form');
const errorLine = document.getElementById('operator-error');
const dashboard = document.getElementById('operator-dashboard');
const charts = {};

const PALETTE = ['#1f5fa8', '#c2410c', '#15803d', '#7e22ce', '#b91c1c', '#0f766e', '#a16207', '#4338ca'];

function draw(id, config) {
  if (charts[id]) charts[id].destroy();
  charts[id] = new Chart(document.getElementById(id), {
    ...config,
    options: { animation: false, responsive: true },
  });
}

function ctaChart(buckets) {
  const days = [...new Set(buckets.map((bucket) => bucket.day))].sort();
  const ctas = [...new Set(buckets.map((bucket) => bucket.cta))].sort();
  const datasets = ctas.map((cta, index) => ({
    label: cta,
    backgroundColor: PALETTE[index % PALETTE.length],
    data: days.map((day) => buckets.find((bucket) => bucket.day === day && bucket.cta === cta)?.count ?? 0),
  }));
  draw('chart-cta', { type: 'bar', data: { labels: days, datasets } });
}

function funnelChart(funnel) {
  const days = [
    ...new Set([...funnel.uploads_per_day, ...funnel.leads_per_day].map((row) => row.day)),
  ].sort();
  const series = (rows) => days.map((day) => rows.find((row) => row.day === day)?.count ?? 0);
  draw('chart-funnel', {
    type: 'bar',
    data: {
      labels: days,
      datasets: [
        { label: 'Uploads', backgroundColor: PALETTE[0], data: series(funnel.uploads_per_day) },
        { label: 'Leads', backgroundColor: PALETTE[1], data: series(funnel.leads_per_day) },
      ],
    },
  });
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  errorLine.textContent = '';
  const key = form.elements.key.value;
  const query = new URLSearchParams({ group_by: 'day,cta', event: 'cta_click' });
  if (form.elements.from.value) query.set('from', form.elements.from.value);
  if (form.elements.to.value) query.set('to', form.elements.to.value);
  const response = await fetch(`/api/admin/analytics?${query}`, {
    headers: { authorization: `Bearer ${key}` },
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) {
    dashboard.hidden = true;
    errorLine.textContent = body.detail || `The server answered ${response.status}.`;
    form.elements.key.setAttribute('aria-invalid', 'true');
    return;
  }
  form.elements.key.removeAttribute('aria-invalid');
  const funnel = body.funnel;
  document.querySelector('[data-total="uploads"]').textContent = String(funnel.uploads);
  document.querySelector('[data-total="leads"]').textContent = String(funnel.leads);
  document.querySelector('[data-total="samples_with_output_access"]').textContent = String(
    funnel.samples_with_output_access,
  );
  document.querySelector('[data-total="conversion"]').textContent =
    `${Math.round(funnel.conversion_rate * 100)} %`;
  dashboard.hidden = false;
  ctaChart(body.buckets);
  funnelChart(funnel);
  dashboard.dataset.drawn = 'true';
});
