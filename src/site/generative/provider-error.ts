/** Why the provider gave no usable record; shown to the evaluator as the reason for the fallback. */
export class GenerativeProviderError extends Error {
  override name = 'GenerativeProviderError';
  constructor(
    readonly reason:
      'timeout' | 'unreachable' | 'http_error' | 'no_content' | 'invalid_json' | 'schema_mismatch',
    message: string,
  ) {
    super(message);
  }
}
