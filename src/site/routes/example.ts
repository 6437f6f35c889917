/** The landing page's example in the record view: its data and page images (public, like the page). */
import { Router } from '@koa/router';
import type { ApiState } from '../../api/context.js';
import { ServiceError } from '../../errors.js';
import type { SiteDependencies } from '../site-dependencies.js';
import { sendPageImage } from '../../api/page-image.js';
import { resultView } from './sample-view.js';

const EXAMPLE_FILE_NAME = 'example-degreaser-sds.pdf';

export function exampleRoutes(deps: SiteDependencies): Router<ApiState> {
  const router = new Router<ApiState>();

  function readyExample() {
    const example = deps.example();
    if (!example)
      throw new ServiceError('service_unavailable', 'The example is being prepared; retry in a moment.');
    return example;
  }

  router.get('/api/example', (ctx) => {
    const { envelope, pages } = readyExample();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      status: 'succeeded',
      file_name: EXAMPLE_FILE_NAME,
      engine: 'built-in',
      engine_note: null,
      ...resultView(envelope, pages, '/api/example/pages'),
    };
  });

  router.get('/api/example/pages/:page', (ctx) => {
    const image = readyExample().pages.find((page) => page.number === Number(ctx.params.page));
    if (!image) throw new ServiceError('not_found', 'The example has no such page.');
    sendPageImage(ctx, image);
  });
  return router;
}
