/**
 * Checks real HTTP responses against openapi.yaml, so the document cannot drift from the code: the
 * path and method must be described, the status must be one of the operation's responses, every
 * required response header must be present and match its schema, and the body must have a declared
 * media type and match its schema (JSON Schema 2020-12, as OpenAPI 3.1 uses, checked with Ajv).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

const SPEC_PATH = path.resolve(import.meta.dirname, '../../openapi.yaml');
const SPEC_ID = 'openapi.yaml';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

// ajv-formats is CommonJS with a default export; under ESM interop it may arrive wrapped once more.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv2020,
) => Ajv2020;

interface Operation {
  pathTemplate: string;
  method: string;
  responses: Json;
}

export interface ResponseToCheck {
  method: string;
  url: string;
  status: number;
  headers: Headers;
  body: string;
}

class OpenApiContract {
  private readonly document: Json;
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly routes: { pattern: RegExp; pathTemplate: string }[];

  constructor(specPath: string) {
    this.document = parse(readFileSync(specPath, 'utf8')) as Json;
    // strict: false because the document around the schemas has OpenAPI keys (paths, examples, ...).
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.ajv);
    this.ajv.addSchema(this.document, SPEC_ID);
    this.routes = Object.keys(this.paths())
      .map((pathTemplate) => ({
        pathTemplate,
        pattern: new RegExp(
          `^${pathTemplate
            .split(/\{[^}]+\}/)
            .map((literal) => literal.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
            .join('[^/]+')}$`,
        ),
      }))
      // Literal paths before templated ones, as OpenAPI matching requires.
      .sort((a, b) => a.pathTemplate.split('{').length - b.pathTemplate.split('{').length);
  }

  /** Every problem found with one response; empty when it conforms. */
  problemsWith(response: ResponseToCheck): string[] {
    const operation = this.operationFor(response.method, new URL(response.url).pathname);
    if (typeof operation === 'string') return [operation];
    const where = `${operation.method.toUpperCase()} ${operation.pathTemplate} -> ${response.status}`;
    const declared = this.responseFor(operation, response.status);
    if (!declared) return [`${where}: status not described in openapi.yaml`];
    return [
      ...this.headerProblems(declared.pointer, declared.response, response.headers),
      ...this.bodyProblems(declared.pointer, declared.response, response),
    ].map((problem) => `${where}: ${problem}`);
  }

  /** The names of the component schemas (the published shapes of answers and events). */
  componentSchemas(): string[] {
    return Object.keys((this.document.components as Json).schemas as Json);
  }

  /** The problems of a value against one component schema, counting a top-level member it does not declare. */
  componentProblems(name: string, value: unknown): string[] {
    const pointer = `#/components/schemas/${escapePointer(name)}`;
    let validate = this.compiled.get(`closed:${pointer}`);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${SPEC_ID}${pointer}`, unevaluatedProperties: false });
      this.compiled.set(`closed:${pointer}`, validate);
    }
    return validate(value)
      ? []
      : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
  }

  private paths(): Json {
    return this.document.paths as Json;
  }

  private operationFor(method: string, pathname: string): Operation | string {
    const route = this.routes.find(({ pattern }) => pattern.test(pathname));
    if (!route) return `${pathname}: path not described in openapi.yaml`;
    const pathItem = this.paths()[route.pathTemplate] as Json;
    const operation = pathItem[method.toLowerCase()] as Json | undefined;
    if (!operation || !METHODS.includes(method.toLowerCase())) {
      return `${method} ${route.pathTemplate}: method not described in openapi.yaml`;
    }
    return {
      pathTemplate: route.pathTemplate,
      method: method.toLowerCase(),
      responses: operation.responses as Json,
    };
  }

  private responseFor(operation: Operation, status: number): { response: Json; pointer: string } | undefined {
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((candidate) =>
      Object.hasOwn(operation.responses, candidate),
    );
    if (!key) return undefined;
    const pointer = `#/paths/${escapePointer(operation.pathTemplate)}/${operation.method}/responses/${key}`;
    return this.resolve(operation.responses[key] as Json, pointer);
  }

  /** Follows local $refs of non-schema objects (responses, headers), returning the target and its pointer. */
  private resolve(object: Json, pointer: string): { response: Json; pointer: string } {
    let current = object;
    let currentPointer = pointer;
    while (typeof current.$ref === 'string') {
      currentPointer = current.$ref;
      current = this.at(current.$ref);
    }
    return { response: current, pointer: currentPointer };
  }

  private at(pointer: string): Json {
    let node: unknown = this.document;
    for (const segment of pointer.replace(/^#\//, '').split('/')) {
      node = (node as Json)[segment.replaceAll('~1', '/').replaceAll('~0', '~')];
    }
    return node as Json;
  }

  private headerProblems(pointer: string, declared: Json, headers: Headers): string[] {
    const problems: string[] = [];
    for (const [name, headerObject] of Object.entries((declared.headers as Json | undefined) ?? {})) {
      const { response: header, pointer: headerPointer } = this.resolve(
        headerObject as Json,
        `${pointer}/headers/${escapePointer(name)}`,
      );
      const value = headers.get(name);
      if (value === null) {
        if (header.required === true) problems.push(`required header ${name} missing`);
        continue;
      }
      if (!header.schema) continue;
      const validate = this.validator(`${headerPointer}/schema`);
      const schemaType = (this.at(`${headerPointer}/schema`) as Json).type;
      const typed = schemaType === 'integer' || schemaType === 'number' ? Number(value) : value;
      if (!validate(typed))
        problems.push(`header ${name}=${JSON.stringify(value)}: ${this.ajv.errorsText(validate.errors)}`);
    }
    return problems;
  }

  private bodyProblems(pointer: string, declared: Json, response: ResponseToCheck): string[] {
    const content = declared.content as Json | undefined;
    if (!content) {
      return response.body === '' || response.method.toUpperCase() === 'HEAD'
        ? []
        : ['a body was sent where openapi.yaml describes none'];
    }
    const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const declaredType = Object.keys(content).find((candidate) => mediaTypeMatches(candidate, mediaType));
    if (!declaredType) return [`content-type "${mediaType}" not among ${Object.keys(content).join(', ')}`];
    if (!isJson(mediaType) || !(content[declaredType] as Json).schema) return [];
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return [`body is not JSON although content-type is ${mediaType}`];
    }
    const validate = this.validator(`${pointer}/content/${escapePointer(declaredType)}/schema`);
    return validate(body) ? [] : [`body: ${this.ajv.errorsText(validate.errors, { separator: '; ' })}`];
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.compiled.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${SPEC_ID}${pointer}` });
      this.compiled.set(pointer, validate);
    }
    return validate;
  }
}

function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

function mediaTypeMatches(declared: string, actual: string): boolean {
  if (declared === '*/*' || declared === actual) return true;
  const [type, subtype] = declared.split('/');
  return subtype === '*' && actual.startsWith(`${type}/`);
}

function isJson(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

let contract: OpenApiContract | undefined;

/** openapi.yaml, loaded once per test file. */
export function openApiContract(): OpenApiContract {
  contract ??= new OpenApiContract(SPEC_PATH);
  return contract;
}

/** The problems of one response against openapi.yaml. */
export function specProblems(response: ResponseToCheck): string[] {
  return openApiContract().problemsWith(response);
}

/** Fails the test unless the response conforms to openapi.yaml; leaves the response unread. */
export async function expectMatchesSpec(response: Response, method = 'GET'): Promise<void> {
  const problems = specProblems({
    method,
    url: response.url,
    status: response.status,
    headers: response.headers,
    body: await response.clone().text(),
  });
  if (problems.length > 0) throw new Error(`Response does not match openapi.yaml:\n${problems.join('\n')}`);
}

/** fetch, then the spec check: the drop-in the HTTP test helpers use for every call. */
export async function specFetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(input, init);
  await expectMatchesSpec(response, init.method ?? 'GET');
  return response;
}
