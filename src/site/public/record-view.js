/* global document */
/**
 * The result tabs of the sample viewer and the landing page's example: the Record tab (the record
 * grouped by SDS section, every value with its confidence and the warnings that concern it; choosing
 * a value shows the page it was read from with the evidence box), then the output previews.
 */
import { isPictogramCode, pictogramSvg } from './pictograms.js';

const SECTIONS = [
  {
    title: '1 Identification',
    render: (view) =>
      view.fields('product_identification', [
        ['product_name', 'Product name'],
        ['product_code', 'Product code'],
        ['recommended_use', 'Recommended use'],
        ['restrictions_on_use', 'Restrictions on use'],
        ['supplier_name', 'Supplier'],
        ['supplier_address', 'Address'],
        ['supplier_phone', 'Telephone'],
        ['supplier_email', 'E-mail'],
        ['emergency_phone', 'Emergency telephone'],
        ['ufi', 'UFI'],
      ]),
  },
  { title: '2 Hazards identification', render: (view) => view.hazards() },
  { title: '3 Composition', render: (view) => view.composition() },
  { title: '8 Exposure controls and personal protection', render: (view) => view.protection() },
  { title: '9 Physical and chemical properties', render: (view) => view.properties() },
  { title: '11 Toxicological information', render: (view) => view.toxicology() },
  { title: '14 Transport information', render: (view) => view.transport() },
  {
    title: '16 Revision',
    render: (view) =>
      view.fields('revision_metadata', [
        ['revision_date', 'Revision date'],
        ['issue_date', 'Issue date'],
        ['version', 'Version'],
        ['supersedes_date', 'Supersedes'],
      ]),
  },
];

const PPE_LABELS = {
  eye_protection: 'Eye protection',
  hand_protection: 'Hand protection',
  skin_protection: 'Skin protection',
  respiratory_protection: 'Respiratory protection',
};
const LIMIT_KINDS = {
  long_term: 'Long-term (8 h)',
  short_term: 'Short-term (15 min)',
  ceiling: 'Ceiling',
};
const MODE_LABELS = {
  road: 'Road (ADR)',
  rail: 'Rail (RID)',
  sea: 'Sea (IMDG)',
  air: 'Air (IATA)',
  inland_waterway: 'Inland waterway (ADN)',
  us_dot: 'US DOT',
  other: 'Other',
};

/** The short names of the regulatory lists a component may be flagged on (schema 2027-01). */
const REGULATORY_LIST_LABELS = {
  reach_candidate_list: 'SVHC',
  reach_annex_xiv: 'REACH Annex XIV',
  reach_annex_xvii: 'REACH Annex XVII',
  prop65: 'Prop 65',
  clp_annex_vi: 'CLP Annex VI',
};

function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined && value !== null) node.setAttribute(name, value);
  }
  node.append(...children.filter((child) => child !== undefined && child !== null));
  return node;
}

function levelOf(confidence) {
  if (confidence >= 0.8) return 'high';
  return confidence >= 0.5 ? 'medium' : 'low';
}

function quantityText(quantity) {
  if (!quantity) return null;
  if (quantity.value !== null) return [quantity.value, quantity.unit].filter(Boolean).join(' ');
  return quantity.text;
}

/** What an acute toxicity value was measured on: the product, a component (name and CAS), or unknown. */
function subjectText(entry) {
  if (entry.subject === 'product') return 'Product';
  if (entry.subject !== 'component') return 'not stated';
  return [entry.substance, entry.cas_number && `(CAS ${entry.cas_number})`].filter(Boolean).join(' ');
}

function temperatureText(celsius, text) {
  if (celsius !== null && celsius !== undefined) return `${celsius} °C`;
  return text ?? null;
}

/** Parent paths of a dotted path, nearest first, down to (not including) the section. */
function ancestors(path) {
  const result = [];
  let current = path;
  for (;;) {
    const cut = Math.max(current.lastIndexOf('.'), current.lastIndexOf('['));
    if (cut <= 0) return result;
    current = current.slice(0, cut);
    if (!current.includes('.') && !current.includes('[')) return result;
    result.push(current);
  }
}

function isWithin(path, parent) {
  return path === parent || path.startsWith(`${parent}.`) || path.startsWith(`${parent}[`);
}

class RecordView {
  constructor(data, panel) {
    this.data = data;
    this.record = data.record;
    this.evidence = data.record.evidence ?? {};
    this.pages = new Map((data.pages ?? []).map((page) => [page.number, page]));
    this.panel = panel;
    this.caption = document.getElementById('evidence-caption');
    this.figure = document.getElementById('evidence-figure');
    this.image = document.getElementById('evidence-page');
    this.box = document.getElementById('evidence-box');
    this.nextId = 0;
  }

  /** The evidence of a value: its own, else that of the nearest entry it belongs to. */
  evidenceOf(path) {
    for (const candidate of [path, ...ancestors(path)]) {
      if (this.evidence[candidate]) return this.evidence[candidate];
      const inside = Object.keys(this.evidence).find((key) => key !== path && isWithin(key, candidate));
      if (inside && candidate !== path) return this.evidence[inside];
    }
    return undefined;
  }

  warningsOf(path) {
    return (this.data.warnings ?? []).filter(
      (warning) => warning.field && (isWithin(path, warning.field) || isWithin(warning.field, path)),
    );
  }

  /** A value with its confidence and warnings; a button that shows its evidence when it has one. */
  value(path, text) {
    const wrapper = element('span', { class: 'value-cell' });
    if (text === null || text === undefined || text === '') {
      wrapper.append(element('span', { class: 'not-stated' }, 'not stated'));
      return wrapper;
    }
    const evidence = this.evidenceOf(path);
    const id = `value-${(this.nextId += 1)}`;
    const warnings = this.warningsOf(path);
    const describedBy = [evidence ? `${id}-confidence` : null, warnings.length ? `${id}-warnings` : null]
      .filter(Boolean)
      .join(' ');
    if (evidence && evidence.page !== null) {
      wrapper.append(
        element(
          'button',
          {
            type: 'button',
            class: 'value',
            id,
            'data-path': path,
            'aria-pressed': 'false',
            'aria-describedby': describedBy || undefined,
          },
          String(text),
        ),
      );
    } else {
      wrapper.append(element('span', { class: 'value', id, 'data-path': path }, String(text)));
    }
    if (evidence) {
      const percent = Math.round(evidence.confidence * 100);
      wrapper.append(
        element(
          'span',
          { class: `confidence ${levelOf(evidence.confidence)}`, id: `${id}-confidence` },
          element('span', { class: 'visually-hidden' }, 'confidence '),
          `${percent} %`,
        ),
      );
    }
    if (warnings.length) {
      wrapper.append(
        element(
          'ul',
          { class: 'value-warnings', id: `${id}-warnings` },
          ...warnings.map((warning) =>
            element(
              'li',
              { class: `warning-${warning.severity}` },
              `${warning.severity}: ${warning.message}`,
            ),
          ),
        ),
      );
    }
    return wrapper;
  }

  fields(group, entries) {
    const values = this.record[group] ?? {};
    return element(
      'dl',
      { class: 'fields' },
      ...entries.map(([key, label, text]) =>
        element(
          'div',
          {},
          element('dt', {}, label),
          element('dd', {}, this.value(`${group}.${key}`, text === undefined ? values[key] : text)),
        ),
      ),
    );
  }

  list(path, items, describe) {
    if (!items.length) return element('p', { class: 'not-stated' }, 'none stated');
    return element(
      'ul',
      { class: 'value-list' },
      ...items.map((item, index) => element('li', {}, ...describe(item, `${path}[${index}]`))),
    );
  }

  statements(path, codes) {
    const texts = this.data.label_texts?.statements ?? {};
    return this.list(path, codes, (code, itemPath) => [
      this.value(itemPath, code),
      element('span', { class: 'statement-text' }, texts[code] ?? ''),
    ]);
  }

  hazards() {
    const hazards = this.record.hazards_identification;
    const names = this.data.label_texts?.pictograms ?? {};
    const group = 'hazards_identification';
    return element(
      'div',
      {},
      this.fields(group, [['signal_word', 'Signal word']]),
      element('h4', {}, 'Pictograms'),
      this.list(`${group}.pictograms`, hazards.pictograms, (code, itemPath) => [
        isPictogramCode(code) ? pictogramSvg(code) : null,
        this.value(itemPath, code),
        element('span', { class: 'statement-text' }, names[code] ?? ''),
      ]),
      element('h4', {}, 'Classification'),
      this.list(`${group}.ghs_classification`, hazards.ghs_classification, (entry, itemPath) => [
        this.value(itemPath, entry),
      ]),
      element('h4', {}, 'Hazard statements'),
      this.statements(`${group}.h_statements`, [...hazards.h_statements]),
      ...(hazards.euh_statements.length
        ? [
            element('h4', {}, 'Supplemental hazard statements (EUH)'),
            this.statements(`${group}.euh_statements`, hazards.euh_statements),
          ]
        : []),
      element('h4', {}, 'Precautionary statements'),
      this.statements(`${group}.p_statements`, hazards.p_statements),
    );
  }

  table(caption, headings, rows) {
    if (!rows.length) return element('p', { class: 'not-stated' }, `${caption}: none stated`);
    return element(
      'table',
      { class: 'record-table' },
      element('caption', {}, caption),
      element(
        'thead',
        {},
        element('tr', {}, ...headings.map((heading) => element('th', { scope: 'col' }, heading))),
      ),
      element(
        'tbody',
        {},
        ...rows.map((cells) => element('tr', {}, ...cells.map((cell) => element('td', {}, cell)))),
      ),
    );
  }

  composition() {
    const { components } = this.record.composition;
    const base = 'composition.components';
    return element(
      'div',
      {},
      this.fields('composition', [['type', 'Type']]),
      this.record.regulatory_screening
        ? this.fields('regulatory_screening', [['svhc_above_0_1_percent', 'SVHC above 0.1 % w/w']])
        : undefined,
      this.table(
        'Components',
        ['Name', 'CAS', 'EC', 'Concentration', 'Classification'],
        components.map((component, index) => {
          const path = `${base}[${index}]`;
          return [
            element(
              'div',
              { class: 'component-name' },
              this.value(`${path}.name`, component.name),
              ...regulatoryBadges(component.regulatory ?? []),
            ),
            this.value(`${path}.cas_number`, component.cas_number),
            this.value(`${path}.ec_number`, component.ec_number),
            this.value(`${path}.concentration`, concentrationText(component.concentration)),
            this.value(`${path}.classification`, component.classification.join('; ')),
          ];
        }),
      ),
    );
  }

  protection() {
    const {
      ppe,
      ppe_details: details,
      occupational_exposure_limits: limits,
    } = this.record.exposure_controls_ppe;
    const group = 'exposure_controls_ppe';
    return element(
      'div',
      {},
      element('h4', {}, 'Personal protection'),
      this.list(`${group}.ppe`, ppe, (kind, itemPath) => [
        this.value(itemPath, PPE_LABELS[kind] ?? kind),
        element('span', { class: 'statement-text' }, details[kind] ?? ''),
      ]),
      this.table(
        'Occupational exposure limits',
        ['Substance', 'CAS', 'Kind', 'List', 'Value', 'Source'],
        limits.map((limit, index) => {
          const path = `${group}.occupational_exposure_limits[${index}]`;
          return [
            this.value(`${path}.substance`, limit.substance),
            limit.cas_number ?? '',
            LIMIT_KINDS[limit.kind] ?? limit.kind,
            [limit.list, limit.country && `(${limit.country})`].filter(Boolean).join(' '),
            this.value(`${path}.value`, `${limit.value} ${limit.unit}`),
            limit.source ?? '',
          ];
        }),
      ),
    );
  }

  properties() {
    const p = this.record.physical_chemical_properties;
    return this.fields('physical_chemical_properties', [
      ['physical_state', 'Physical state'],
      ['color', 'Colour'],
      ['odor', 'Odour'],
      ['ph', 'pH', quantityText(p.ph)],
      ['flash_point_c', 'Flash point', temperatureText(p.flash_point_c, p.flash_point_text)],
      ['boiling_point_c', 'Boiling point', temperatureText(p.boiling_point_c, p.boiling_point_text)],
      ['melting_point_c', 'Melting point', temperatureText(p.melting_point_c, p.melting_point_text)],
      ['density', 'Density', quantityText(p.density)],
      ['vapor_pressure', 'Vapour pressure', quantityText(p.vapor_pressure)],
    ]);
  }

  toxicology() {
    const entries = this.record.toxicological_information.acute_toxicity;
    return this.table(
      'Acute toxicity',
      ['Measured on', 'Endpoint', 'Route', 'Species', 'Value'],
      entries.map((entry, index) => [
        subjectText(entry),
        entry.endpoint,
        entry.route ?? '',
        entry.species ?? '',
        this.value(`toxicological_information.acute_toxicity[${index}]`, `${entry.value} ${entry.unit}`),
      ]),
    );
  }

  transport() {
    const t = this.record.transport_information;
    const yesNo = (flag) => (flag === null ? null : flag ? 'yes' : 'no');
    return element(
      'div',
      {},
      this.fields('transport_information', [
        ['regulated', 'Regulated for transport', yesNo(t.regulated)],
        ['un_number', 'UN number'],
        ['proper_shipping_name', 'Proper shipping name'],
        ['transport_hazard_class', 'Hazard class'],
        ['packing_group', 'Packing group'],
        ['marine_pollutant', 'Marine pollutant', yesNo(t.marine_pollutant)],
      ]),
      this.table(
        'Per mode of transport',
        ['Mode', 'UN number', 'Proper shipping name', 'Class', 'Packing group'],
        t.modes.map((mode, index) => {
          const path = `transport_information.modes[${index}]`;
          return [
            MODE_LABELS[mode.mode] ?? mode.mode,
            this.value(`${path}.un_number`, mode.un_number),
            this.value(`${path}.proper_shipping_name`, mode.proper_shipping_name),
            this.value(`${path}.transport_hazard_class`, mode.transport_hazard_class),
            this.value(`${path}.packing_group`, mode.packing_group),
          ];
        }),
      ),
    );
  }

  render() {
    const doc = this.record.document;
    const sources = { native: 'text layer', ocr: 'OCR', mixed: 'text layer and OCR' };
    this.panel.replaceChildren(
      element(
        'p',
        { class: 'record-document' },
        `${doc.page_count} page(s), read from the ${sources[doc.text_source] ?? doc.text_source}` +
          (doc.language ? `, language ${doc.language}` : '') +
          '. Choose a value to see where it was read; the percentage is the engine’s confidence in it.',
      ),
      ...SECTIONS.map((section) =>
        element(
          'section',
          { class: 'record-section' },
          element('h3', {}, section.title),
          section.render(this),
        ),
      ),
    );
    this.panel.addEventListener('click', (event) => {
      const button = event.target.closest('button.value');
      if (button) this.show(button);
    });
  }

  /** Shows the page a value was read from, its evidence box highlighted. */
  show(button) {
    for (const pressed of this.panel.querySelectorAll('button.value[aria-pressed="true"]')) {
      pressed.setAttribute('aria-pressed', 'false');
    }
    button.setAttribute('aria-pressed', 'true');
    const evidence = this.evidenceOf(button.dataset.path);
    const page = evidence ? this.pages.get(evidence.page) : undefined;
    const where = evidence ? `Page ${evidence.page}: “${evidence.snippet}”` : 'No position known.';
    this.figure.dataset.page = evidence?.page ?? '';
    if (!page) {
      this.figure.hidden = true;
      this.caption.textContent = `${where} (no page image).`;
      return;
    }
    this.image.src = page.url;
    this.image.alt = `Page ${page.number} of ${this.data.file_name}`;
    const box = evidence.bbox;
    this.box.hidden = !box;
    if (box) {
      const percent = (part, whole) => `${((part / whole) * 100).toFixed(3)}%`;
      Object.assign(this.box.style, {
        left: percent(box.x, box.page_width),
        top: percent(box.y, box.page_height),
        width: percent(box.width, box.page_width),
        height: percent(box.height, box.page_height),
      });
    }
    this.caption.textContent = `${where}${box ? ' (highlighted on the page)' : ''}.`;
    this.figure.hidden = false;
    this.figure.scrollIntoView({ block: 'nearest' });
  }
}

/** One badge per list entry a component is on, the entry's name, reason and date in its title. */
function regulatoryBadges(flags) {
  const seen = new Set();
  return flags
    .filter((flag) => !seen.has(`${flag.list} ${flag.entry}`) && seen.add(`${flag.list} ${flag.entry}`))
    .map((flag) =>
      element(
        'span',
        {
          class: `regulatory-badge regulatory-${flag.list}`,
          title: [flag.name, flag.reason, flag.date].filter(Boolean).join(' · '),
        },
        `${REGULATORY_LIST_LABELS[flag.list] ?? flag.list}: ${flag.entry}`,
      ),
    );
}

function concentrationText(concentration) {
  if (!concentration) return null;
  if (concentration.text) return concentration.text;
  const { min, max, unit } = concentration;
  if (min === null && max === null) return null;
  const range = min !== null && max !== null && min !== max ? `${min} – ${max}` : `${min ?? max}`;
  return `${range}${unit ? ` ${unit}` : ''}`;
}

function selectTab(tab) {
  for (const other of document.querySelectorAll('[role="tab"]')) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    document.getElementById(other.getAttribute('aria-controls')).hidden = !selected;
  }
  tab.focus();
}

function wireTabs() {
  const tabs = [...document.querySelectorAll('[role="tab"]')];
  tabs.forEach((tab, index) => {
    tab.addEventListener('click', () => selectTab(tab));
    tab.addEventListener('keydown', (event) => {
      const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
      if (step) selectTab(tabs[(index + step + tabs.length) % tabs.length]);
      if (event.key === 'Home') selectTab(tabs[0]);
      if (event.key === 'End') selectTab(tabs[tabs.length - 1]);
    });
  });
}

/** The output format of the selected tab (the Record tab stands for the JSON output). */
export function selectedFormat() {
  const format = document.querySelector('[role="tab"][aria-selected="true"]').dataset.format;
  return format === 'record' ? 'json' : format;
}

/** Fills the tabs with a sample's (or the example's) result. */
export function showResult(data) {
  const panel = document.querySelector('[data-record]');
  if (data.record) {
    new RecordView(data, panel).render();
  } else {
    panel.replaceChildren(element('p', {}, 'This result has no record view (older schema version).'));
  }
  for (const [format, preview] of Object.entries(data.previews)) {
    document.querySelector(`[data-preview="${format}"]`).textContent = preview.text;
    document.querySelector(`[data-truncated="${format}"]`).hidden = !preview.truncated;
  }
}

wireTabs();
