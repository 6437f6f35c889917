export default async function globalTeardown(): Promise<void> {
  await globalThis.testTemporal?.stop();
  await globalThis.testPostgres?.stop();
}
