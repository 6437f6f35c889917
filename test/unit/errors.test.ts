import { ServiceError, isErrorCode } from '../../src/errors.js';

describe('service errors', () => {
  it('carry the HTTP status of their code', () => {
    expect(new ServiceError('file_too_large', 'too big').status).toBe(413);
    expect(isErrorCode('rate_limited')).toBe(true);
    expect(isErrorCode('nonsense')).toBe(false);
  });
});
