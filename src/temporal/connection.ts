/** Connections to Temporal built from configuration: a client connection for the API, a native one for workers. */
import { readFile } from 'node:fs/promises';
import {
  Client,
  Connection,
  defaultGrpcRetryOptions,
  makeGrpcRetryInterceptor,
  type TLSConfig,
} from '@temporalio/client';
import { NativeConnection } from '@temporalio/worker';
import type { TemporalConfig } from '../config.js';

async function tlsFromConfig(config: TemporalConfig): Promise<TLSConfig | boolean | undefined> {
  // An API key (Temporal Cloud) implies TLS with the system's root certificates.
  if (!config.tls) return config.apiKey ? true : undefined;
  const { clientCertPath, clientKeyPath, serverCaPath } = config.tls;
  const tls: TLSConfig = {};
  if (clientCertPath && clientKeyPath) {
    tls.clientCertPair = { crt: await readFile(clientCertPath), key: await readFile(clientKeyPath) };
  }
  if (serverCaPath) tls.serverRootCACertificate = await readFile(serverCaPath);
  return tls;
}

export interface ClientOptions {
  /**
   * gRPC attempts per call. The SDK default (10, about 20 s of back-off) suits batch work; the API
   * wants an unreachable server reported within a second or two.
   */
  maxAttempts?: number;
}

/**
 * A client whose connection is opened on first use, so a process can start (and report not ready)
 * while Temporal is down, and recovers by itself when it comes back.
 */
export async function createClient(config: TemporalConfig, options: ClientOptions = {}): Promise<Client> {
  const connection = Connection.lazy({
    address: config.address,
    tls: await tlsFromConfig(config),
    apiKey: config.apiKey,
    interceptors: [makeGrpcRetryInterceptor(defaultGrpcRetryOptions({ maxAttempts: options.maxAttempts }))],
  });
  return new Client({ connection, namespace: config.namespace });
}

/** A client connection checked to answer now (for one-off administrative commands). */
export async function connectClient(config: TemporalConfig): Promise<Connection> {
  return Connection.connect({
    address: config.address,
    tls: await tlsFromConfig(config),
    apiKey: config.apiKey,
  });
}

export async function connectWorkerConnection(config: TemporalConfig): Promise<NativeConnection> {
  return NativeConnection.connect({
    address: config.address,
    tls: await tlsFromConfig(config),
    apiKey: config.apiKey,
  });
}
