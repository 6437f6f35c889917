/** Row types of the website's tables (migration 0002_site). Timestamps are ISO 8601 text, JSON is text. */

export type LeadSource = 'sample_upload' | 'sample_output_access' | 'contact';

export interface SiteLeadsTable {
  id: string;
  source: LeadSource;
  full_name: string;
  work_email: string;
  company: string;
  sample_id: string | null;
  created_at: string;
}

export type SampleStatus = 'running' | 'succeeded' | 'failed';
export type SampleEngine = 'generative' | 'built-in';

export interface SiteSamplesTable {
  id: string;
  /** The extraction request (and workflow id) on the evaluation task queue. */
  request_id: string;
  lead_id: string;
  file_name: string;
  status: SampleStatus;
  engine: SampleEngine | null;
  /** Why the built-in engine answered although a generative provider is configured. */
  engine_note: string | null;
  envelope_json: string | null;
  error_code: string | null;
  error_message: string | null;
  created_at: string;
  finished_at: string | null;
}

export type OutputAccessAction = 'copy' | 'download';
export type OutputFormat = 'json' | 'xml' | 'csv';

export interface SiteSampleAccessesTable {
  id: string;
  sample_id: string;
  lead_id: string;
  action: OutputAccessAction;
  format: OutputFormat;
  created_at: string;
}

/** A sample's page image (migration 0008_site_sample_pages); width and height in pixels. */
export interface SiteSamplePagesTable {
  sample_id: string;
  page: number;
  width: number;
  height: number;
  media_type: string;
  image_base64: string;
}

export interface SiteContactsTable {
  id: string;
  lead_id: string;
  message: string;
  phone: string | null;
  expected_volume: string | null;
  created_at: string;
}

export interface SiteAnalyticsEventsTable {
  id: string;
  event: string;
  cta_id: string;
  page: string;
  session_id: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  visitor_hash: string;
  /** UTC date (YYYY-MM-DD) of created_at, stored for grouping by day on both engines. */
  day: string;
  created_at: string;
}

/** One row per policy and client: the current rate-limit window (migration 0005_site_rate_limits). */
export interface SiteRateLimitsTable {
  policy: string;
  /** Keyed hash of the client address; the address itself is never stored. */
  client_hash: string;
  window_started_at: string;
  count: number;
}

export interface SiteTables {
  site_leads: SiteLeadsTable;
  site_samples: SiteSamplesTable;
  site_sample_accesses: SiteSampleAccessesTable;
  site_sample_pages: SiteSamplePagesTable;
  site_contacts: SiteContactsTable;
  site_analytics_events: SiteAnalyticsEventsTable;
  site_rate_limits: SiteRateLimitsTable;
}
