/**
 * Waits until every URL given answers with a status below 500 (at most 5 min), saying every 10 s
 * what it still waits for and what the URL last answered; used by scripts/start.sh, whose banner
 * comes after /readyz is green (Temporal and the database answer, a worker polls the production lane).
 */
const TIMEOUT_MS = 300_000;
const PROGRESS_INTERVAL_MS = 10_000;
const RETRY_PAUSE_MS = 300;

type Answer = { ready: true } | { ready: false; last: string };

/** A problem body's checks (readiness) or detail; any other body's start. */
function gist(body: string): string {
  try {
    const problem = JSON.parse(body) as { checks?: unknown; detail?: unknown };
    return JSON.stringify(problem.checks ?? problem.detail ?? problem);
  } catch {
    return body.slice(0, 120);
  }
}

async function ask(url: string): Promise<Answer> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    const body = await response.text();
    return response.status < 500
      ? { ready: true }
      : { ready: false, last: `${response.status} ${gist(body)}` };
  } catch (error) {
    return { ready: false, last: error instanceof Error ? error.message : String(error) };
  }
}

const started = Date.now();
let lastReport = started;
for (const url of process.argv.slice(2)) {
  for (;;) {
    const answer = await ask(url);
    if (answer.ready) break;
    const waited = Date.now() - started;
    if (waited > TIMEOUT_MS) {
      console.error(`${url} was not ready within ${TIMEOUT_MS / 1000} s (last answer: ${answer.last})`);
      process.exit(1);
    }
    if (Date.now() - lastReport >= PROGRESS_INTERVAL_MS) {
      lastReport = Date.now();
      console.error(
        `  still waiting for ${url} (${Math.round(waited / 1000)} s; last answer: ${answer.last})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
  }
}
