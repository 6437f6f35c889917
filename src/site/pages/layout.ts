/** The frame every page shares: skip link, navigation with CTA tracking, one main landmark. */
import { html, type Html } from '../html.js';

export interface PageOptions {
  title: string;
  /** Site path of the page, reported with analytics events and used to mark the current link. */
  path: string;
  main: Html;
  /** Page scripts under /assets/, loaded as ES modules. */
  scripts?: string[];
  /** Classic scripts (vendor bundles) loaded before the modules. */
  vendorScripts?: string[];
  /** A third party's script loaded asynchronously (the bot-check widget); its origin is in the CSP. */
  widgetScript?: string;
}

const NAVIGATION = [
  { href: '/', label: 'Overview', cta: 'nav-overview' },
  { href: '/trial', label: 'Try it', cta: 'nav-trial' },
  { href: '/docs', label: 'API docs', cta: 'nav-api-docs' },
  { href: '/contact', label: 'Contact sales', cta: 'nav-contact' },
];

export function renderPage(options: PageOptions): string {
  const links = NAVIGATION.map(
    (link) =>
      html`<li>
        <a
          href="${link.href}"
          data-cta="${link.cta}"
          ${options.path === link.href ? html` aria-current="page"` : ''}
          >${link.label}</a
        >
      </li>`,
  );
  const document = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${options.title} · SDS Extract</title>
        <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="/assets/site.css" />
        ${(options.vendorScripts ?? []).map((src) => html`<script src="${src}" defer></script>`)}
        ${options.widgetScript ? html`<script src="${options.widgetScript}" async defer></script>` : ''}
        <script type="module" src="/assets/cta.js"></script>
        ${(options.scripts ?? []).map((src) => html`<script type="module" src="${src}"></script>`)}
      </head>
      <body data-page="${options.path}">
        <a class="skip-link" href="#main">Skip to content</a>
        <header class="site-header">
          <a class="brand" href="/" data-cta="nav-brand">SDS Extract</a>
          <nav aria-label="Main">
            <ul>
              ${links}
            </ul>
          </nav>
        </header>
        <main id="main" tabindex="-1">${options.main}</main>
        <footer class="site-footer">
          <p>
            SDS Extract turns safety data sheets into validated JSON, XML and CSV.
            <a href="/openapi.yaml">OpenAPI contract</a>
          </p>
        </footer>
      </body>
    </html> `;
  return document.value;
}
