/** API documentation page rendered on the server from openapi.yaml, the one contract of the service. */
import { parse } from 'yaml';
import type { Guide } from '../guides.js';
import { html, type Html } from '../html.js';
import { renderPage } from './layout.js';

interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  description?: string;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  enum?: unknown[];
}

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name?: string; in?: string; required?: boolean; description?: string; $ref?: string }[];
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
  responses?: Record<string, { description?: string; $ref?: string }>;
}

interface OpenApiDocument {
  info?: { title?: string; version?: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function refName(ref: string): string {
  return ref.split('/').at(-1) ?? ref;
}

function typeOf(schema: SchemaObject): string {
  if (schema.$ref) return refName(schema.$ref);
  if (schema.enum) return schema.enum.map(String).join(' | ');
  if (schema.type === 'array' && schema.items) return `${typeOf(schema.items)}[]`;
  return Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'object');
}

function bodyFields(schema: SchemaObject | undefined): Html {
  if (schema === undefined) return html``;
  if (schema.properties === undefined) return html`<p>Schema: <code>${typeOf(schema)}</code></p>`;
  const required = new Set(schema.required ?? []);
  const rows = Object.entries(schema.properties).map(
    ([name, property]) =>
      html`<tr>
        <th scope="row"><code>${name}</code></th>
        <td>${typeOf(property)}</td>
        <td>${required.has(name) ? 'yes' : 'no'}</td>
        <td>${property.description ?? ''}</td>
      </tr>`,
  );
  return html`<table>
    <thead>
      <tr>
        <th scope="col">Field</th>
        <th scope="col">Type</th>
        <th scope="col">Required</th>
        <th scope="col">Description</th>
      </tr>
    </thead>
    <tbody>
      ${rows}
    </tbody>
  </table>`;
}

function operationSection(path: string, method: string, operation: Operation): Html {
  const id = `${method}-${path.replace(/[^A-Za-z0-9]+/g, '-')}`;
  const parameters = (operation.parameters ?? []).filter((parameter) => parameter.name !== undefined);
  const bodies = Object.entries(operation.requestBody?.content ?? {});
  const responses = Object.entries(operation.responses ?? {});
  return html`<section class="operation" aria-labelledby="${id}">
    <h3 id="${id}">
      <span class="method method-${method}">${method.toUpperCase()}</span> <code>${path}</code>
    </h3>
    ${operation.summary ? html`<p><strong>${operation.summary}</strong></p>` : ''}
    ${operation.description ? html`<p>${operation.description}</p>` : ''}
    ${
      parameters.length > 0
        ? html`<h4>Parameters</h4>
            <ul>
              ${parameters.map((parameter) => html`<li><code>${parameter.name ?? ''}</code> (${parameter.in ?? ''}${parameter.required ? ', required' : ''}) ${parameter.description ?? ''}</li>`)}
            </ul>`
        : ''
    }
    ${bodies.map(
      ([mediaType, content]) =>
        html`<h4>Request body <code>${mediaType}</code></h4>
          ${bodyFields(content.schema)}`,
    )}
    ${
      responses.length > 0
        ? html`<h4>Responses</h4>
            <ul>
              ${responses.map(([status, response]) => html`<li><code>${status}</code> ${response.description ?? (response.$ref ? refName(response.$ref) : '')}</li>`)}
            </ul>`
        : ''
    }
  </section>`;
}

function guideList(guides: readonly Guide[]): Html {
  return html`<h2>Guides</h2>
    <ul class="guides">
      ${guides.map(
        (guide) =>
          html`<li>
            <a href="/docs/${guide.file}" data-cta="docs-guide-${guide.file.replace('.md', '')}"
              >${guide.title}</a
            >: ${guide.audience}
          </li>`,
      )}
    </ul>`;
}

export function apiDocsPage(openApiYaml: string, guides: readonly Guide[]): string {
  const document = parse(openApiYaml) as OpenApiDocument;
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method] !== undefined).map((method) =>
      operationSection(path, method, item[method] as Operation),
    ),
  );
  return renderPage({
    title: 'API documentation',
    path: '/docs',
    main: html`<h1>${document.info?.title ?? 'API'} <small>${document.info?.version ?? ''}</small></h1>
      ${document.info?.description ? html`<p>${document.info.description}</p>` : ''}
      <p>
        The machine-readable contract:
        <a href="/openapi.yaml" data-cta="docs-openapi-download">openapi.yaml</a>.
      </p>
      ${guideList(guides)}
      <h2>Operations</h2>
      ${operations}`,
  });
}
