/** Connections to Temporal built from configuration: a client connection for the API, a native one for workers. */
import { readFile } from 'node:fs/promises';
import { Client, Connection, type TLSConfig } from '@temporalio/client';
import { NativeConnection } from '@temporalio/worker';
import type { TemporalConfig } from '../config.js';

async function tlsFromConfig(config: TemporalConfig): Promise<TLSConfig | boolean | undefined> {
  if (!config.tls) return config.apiKey ? true : undefined;
  const { clientCertPath, clientKeyPath, serverCaPath } = config.tls;
  const tls: TLSConfig = {};
  if (clientCertPath && clientKeyPath) {
    tls.clientCertPair = { crt: await readFile(clientCertPath), key: await readFile(clientKeyPath) };
  }
  if (serverCaPath) tls.serverRootCACertificate = await readFile(serverCaPath);
  return tls;
}

export async function connectClient(
  config: TemporalConfig,
  options: { connectTimeoutMs?: number } = {},
): Promise<Client> {
  const connection = await Connection.connect({
    address: config.address,
    tls: await tlsFromConfig(config),
    apiKey: config.apiKey,
    connectTimeout: options.connectTimeoutMs ?? 10_000,
  });
  return new Client({ connection, namespace: config.namespace });
}

export async function connectWorkerConnection(config: TemporalConfig): Promise<NativeConnection> {
  return NativeConnection.connect({
    address: config.address,
    tls: await tlsFromConfig(config),
    apiKey: config.apiKey,
  });
}
