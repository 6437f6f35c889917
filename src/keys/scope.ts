/** What an API key is scoped to besides its tier: environment and deployment model. */
export const KEY_ENVIRONMENTS = ['live', 'test'] as const;
export type KeyEnvironment = (typeof KEY_ENVIRONMENTS)[number];

/** cloud: our hosted service; dedicated: a single-tenant hosted instance; self_hosted: customer-run. */
export const DEPLOYMENTS = ['cloud', 'dedicated', 'self_hosted'] as const;
export type Deployment = (typeof DEPLOYMENTS)[number];

export function isKeyEnvironment(value: unknown): value is KeyEnvironment {
  return typeof value === 'string' && (KEY_ENVIRONMENTS as readonly string[]).includes(value);
}

export function isDeployment(value: unknown): value is Deployment {
  return typeof value === 'string' && (DEPLOYMENTS as readonly string[]).includes(value);
}
