/* global fetch -- Node 20 provides it */
// Fires a burst of concurrent POSTs from its own process and prints the status counts as JSON.
// Usage: node burst-client.mjs <url> <count> <json-body>
const [url, countText, body] = process.argv.slice(2);
const count = Number(countText);
const responses = await Promise.all(
  Array.from({ length: count }, () =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(
      async (response) => {
        await response.arrayBuffer();
        return { status: response.status, retryAfter: response.headers.get('retry-after') };
      },
    ),
  ),
);
const statuses = {};
for (const { status } of responses) statuses[status] = (statuses[status] ?? 0) + 1;
const limitedWithoutRetryAfter = responses.filter(
  (r) => r.status === 429 && !(Number(r.retryAfter) > 0),
).length;
process.stdout.write(JSON.stringify({ statuses, limitedWithoutRetryAfter }));
