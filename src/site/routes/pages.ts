/** The site's HTML pages, the documentation (API reference and guides) and the OpenAPI contract. */
import { Router } from '@koa/router';
import type { ApiState } from '../../api/context.js';
import { ServiceError } from '../../errors.js';
import { loadApiReference, unbuiltApiReferencePage } from '../api-reference.js';
import { DOCS_PATH, loadCustomerGuides } from '../customer-guides.js';
import { API_REFERENCE_PATH, docsPage, guidePage } from '../pages/api-docs.js';
import { contactPage } from '../pages/contact.js';
import { landingPage } from '../pages/landing.js';
import { operatorAnalyticsPage } from '../pages/operator-analytics.js';
import { trialPage } from '../pages/trial.js';
import { viewerPage } from '../pages/viewer.js';
import type { SiteDependencies } from '../site-dependencies.js';

export function pageRoutes(deps: SiteDependencies): Router<ApiState> {
  const router = new Router<ApiState>();
  const botCheck = deps.config.botCheck?.widget;
  const guides = loadCustomerGuides(deps.config.apiBaseUrl);
  const docs = docsPage(guides);
  const guidePages = new Map(guides.map((guide) => [guide.slug, guidePage(guide, guides)]));
  const reference = loadApiReference(deps.config.apiBaseUrl);
  if (!reference)
    deps.logger.warn('the API reference is not built (npm run build:docs); it links to openapi.yaml');
  const trial = trialPage({
    maxFileBytes: deps.config.limits.maxFileBytes,
    maxPages: deps.config.limits.maxPages,
    botCheck,
  });
  const contact = contactPage({ botCheck });
  const operator = operatorAnalyticsPage();

  router.get('/', (ctx) => {
    ctx.type = 'html';
    ctx.body = landingPage(deps.example());
  });
  router.get('/trial', (ctx) => {
    ctx.type = 'html';
    ctx.body = trial;
  });
  router.get('/samples/:sampleId', (ctx) => {
    ctx.type = 'html';
    ctx.body = viewerPage(ctx.params.sampleId ?? '');
  });
  router.get('/contact', (ctx) => {
    ctx.type = 'html';
    ctx.body = contact;
  });
  router.get(DOCS_PATH, (ctx) => {
    ctx.type = 'html';
    ctx.body = docs;
  });
  router.get(API_REFERENCE_PATH, (ctx) => {
    ctx.type = 'html';
    if (reference) ctx.set('Content-Security-Policy', reference.contentSecurityPolicy);
    ctx.body = reference?.html ?? unbuiltApiReferencePage();
  });
  router.get(`${DOCS_PATH}/:page`, (ctx) => {
    const page = guidePages.get(ctx.params.page ?? '');
    if (page === undefined) throw new ServiceError('not_found', `No documentation page ${ctx.path}.`);
    ctx.type = 'html';
    ctx.body = page;
  });
  router.get('/operator/analytics', (ctx) => {
    ctx.type = 'html';
    ctx.set('X-Robots-Tag', 'noindex');
    ctx.body = operator;
  });
  router.get('/openapi.yaml', (ctx) => {
    ctx.type = 'application/yaml';
    ctx.body = deps.openApiYaml;
  });
  return router;
}
