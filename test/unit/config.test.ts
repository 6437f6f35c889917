import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('configuration', () => {
  it('runs on embedded defaults: API 8080, website 3000, local Temporal on 7233, data under ./data', () => {
    const config = loadConfig({});
    expect(config.api.port).toBe(8080);
    expect(config.site.port).toBe(3000);
    expect(config.temporal).toMatchObject({ address: '127.0.0.1:7233', namespace: 'default' });
    expect(config.temporal.tls).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.limits).toEqual({
      maxFileBytes: 25 * 1024 * 1024,
      maxPages: 1000,
      syncTimeoutMs: 60_000,
      extractionTimeoutMs: 600_000,
    });
  });

  it('connects to an existing cluster with TLS and an API key when told to', () => {
    const config = loadConfig({
      TEMPORAL_ADDRESS: 'ns.tmprl.cloud:7233',
      TEMPORAL_NAMESPACE: 'sds.prod',
      TEMPORAL_TLS_CA: '/etc/ca.pem',
      TEMPORAL_API_KEY: 'secret',
      WORKER_LANES: 'bulk, production',
    });
    expect(config.temporal).toEqual({
      address: 'ns.tmprl.cloud:7233',
      namespace: 'sds.prod',
      tls: { clientCertPath: undefined, clientKeyPath: undefined, serverCaPath: '/etc/ca.pem' },
      apiKey: 'secret',
    });
    expect(config.worker.lanes).toEqual(['bulk', 'production']);
  });

  it("shows customers the API at PUBLIC_BASE_URL, else at the API's own port, and only as a plain URL", () => {
    expect(loadConfig({ API_PORT: '9090' }).site.apiBaseUrl).toBe('http://localhost:9090');
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://api.example.com/sds/' }).site.apiBaseUrl).toBe(
      'https://api.example.com/sds',
    );
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'https://api.example.com/"><script>' })).toThrow(
      /PUBLIC_BASE_URL/,
    );
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ SYNC_TIMEOUT_MS: '-5' })).toThrow(ConfigError);
    expect(() => loadConfig({ WORKER_LANES: 'production,express' })).toThrow(/WORKER_LANES/);
  });
});
