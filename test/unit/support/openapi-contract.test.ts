import { specProblems, type ResponseToCheck } from '../../support/openapi.js';

const REQUEST_ID = `req_${'a1'.repeat(16)}`;

function response(overrides: Partial<ResponseToCheck> & { json?: unknown }): ResponseToCheck {
  const { json, ...rest } = overrides;
  return {
    method: 'GET',
    url: 'http://127.0.0.1:1/healthz',
    status: 200,
    headers: new Headers({ 'content-type': 'application/json; charset=utf-8', 'x-request-id': REQUEST_ID }),
    body: JSON.stringify(json ?? { status: 'ok' }),
    ...rest,
  };
}

describe('the openapi.yaml response check the integration tests rely on', () => {
  it('accepts a response the document describes', () => {
    expect(specProblems(response({}))).toEqual([]);
  });

  it('matches templated paths and follows $ref-ed responses', () => {
    const problem = {
      type: 'https://errors.sds-extraction.example/not_found',
      title: 'Not found',
      status: 404,
      detail: 'No extraction req_x for this API key.',
      code: 'not_found',
      request_id: REQUEST_ID,
    };
    expect(
      specProblems(
        response({
          url: `http://127.0.0.1:1/v1/extractions/${REQUEST_ID}`,
          status: 404,
          headers: new Headers({ 'content-type': 'application/problem+json', 'x-request-id': REQUEST_ID }),
          json: problem,
        }),
      ),
    ).toEqual([]);
  });

  it('reports a path, a method or a status the document does not describe', () => {
    expect(specProblems(response({ url: 'http://127.0.0.1:1/nowhere' }))).toEqual([
      '/nowhere: path not described in openapi.yaml',
    ]);
    expect(specProblems(response({ method: 'DELETE' }))).toEqual([
      'DELETE /healthz: method not described in openapi.yaml',
    ]);
    expect(specProblems(response({ status: 418 }))).toEqual([
      'GET /healthz -> 418: status not described in openapi.yaml',
    ]);
  });

  it('reports a missing or malformed required header', () => {
    expect(specProblems(response({ headers: new Headers({ 'content-type': 'application/json' }) }))).toEqual([
      'GET /healthz -> 200: required header X-Request-Id missing',
    ]);
    const [problem] = specProblems(
      response({ headers: new Headers({ 'content-type': 'application/json', 'x-request-id': 'abc' }) }),
    );
    expect(problem).toMatch(/header X-Request-Id="abc": .*pattern/);
  });

  it('reports a body that breaks its schema, or comes with an undeclared media type', () => {
    expect(specProblems(response({ json: { status: 'fine' } }))[0]).toMatch(/body: .*status.*constant/);
    expect(specProblems(response({ json: {} }))[0]).toMatch(/must have required property 'status'/);
    expect(
      specProblems(
        response({
          headers: new Headers({ 'content-type': 'text/html', 'x-request-id': REQUEST_ID }),
          body: '<p>ok</p>',
        }),
      ),
    ).toEqual(['GET /healthz -> 200: content-type "text/html" not among application/json']);
  });
});
