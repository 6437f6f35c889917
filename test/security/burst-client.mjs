/* global fetch -- Node 20 provides it */
// Fires a burst of concurrent POSTs from its own process and prints every answer (status, headers,
// body) as JSON, so the test can count them and check each against openapi.yaml.
// Usage: node burst-client.mjs <url> <count> <json-body>
const [url, countText, body] = process.argv.slice(2);
const count = Number(countText);
const answers = await Promise.all(
  Array.from({ length: count }, () =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(
      async (response) => ({
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body: await response.text(),
      }),
    ),
  ),
);
process.stdout.write(JSON.stringify(answers));
