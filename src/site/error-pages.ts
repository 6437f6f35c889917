/**
 * Browsers asking for a page get an HTML error page (not found, too many requests, server error,
 * ...) instead of problem+json. It wraps the problem middleware and rewrites the problem it
 * answered with, keeping status and headers (Retry-After); /api/... keeps problem+json, as does a
 * client that asks for JSON.
 */
import type { Middleware } from 'koa';
import type { ApiState } from '../api/context.js';
import { PROBLEM_CONTENT_TYPE, type Problem } from '../api/problem.js';
import { html } from './html.js';
import { renderPage } from './pages/layout.js';

const MACHINE_PATHS = /^\/(?:api|v1)\//;

function explanation(problem: Problem, retryAfter: string | undefined) {
  if (problem.status === 404) {
    return html`<p>There is no page at this address. It may have moved, or the link may be mistyped.</p>`;
  }
  if (problem.status === 429) {
    return html`<p>
      Too many requests from your address in a short time.
      ${retryAfter ? `Please try again in ${retryAfter} seconds.` : 'Please try again in a moment.'}
    </p>`;
  }
  if (problem.status >= 500) {
    return html`<p>
      Something went wrong on our side and the page could not be shown. Please try again in a moment; if it
      keeps happening, tell us the reference <code>${problem.request_id}</code>.
    </p>`;
  }
  return html`<p>${problem.detail}</p>`;
}

function errorPage(problem: Problem, retryAfter: string | undefined): string {
  return renderPage({
    title: problem.title,
    path: '',
    main: html`<h1>${problem.title}</h1>
      ${explanation(problem, retryAfter)}
      <p>
        <a href="/">Go to the overview</a> or <a href="/trial">try the extraction with your own SDS</a>.
      </p>`,
  });
}

export function htmlErrorPages(): Middleware<ApiState> {
  return async (ctx, next) => {
    await next();
    const isProblem = ctx.status >= 400 && Boolean(ctx.response.is(PROBLEM_CONTENT_TYPE));
    if (!isProblem || MACHINE_PATHS.test(ctx.path)) return;
    if (ctx.accepts('html', PROBLEM_CONTENT_TYPE, 'json') !== 'html') return;
    ctx.type = 'html';
    ctx.body = errorPage(ctx.body as Problem, ctx.response.get('Retry-After') || undefined);
  };
}
