/** Waits until every URL given answers with a status below 500 (at most 120 s); used by scripts/start.sh. */
const TIMEOUT_MS = 120_000;

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.status < 500;
  } catch {
    return false;
  }
}

const deadline = Date.now() + TIMEOUT_MS;
for (const url of process.argv.slice(2)) {
  while (!(await answers(url))) {
    if (Date.now() > deadline) {
      console.error(`${url} did not answer within ${TIMEOUT_MS / 1000} s`);
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
