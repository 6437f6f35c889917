/** Row types of the bulk and webhook tables (migration 0003_bulk). Timestamps are ISO 8601 text, JSON is text. */

export interface BatchesTable {
  id: string;
  api_key_id: string;
  state: string;
  schema_version: string;
  language_hint: string | null;
  /** The batch's own endpoint when the caller gave a webhook_url; else the key's registered endpoints. */
  webhook_endpoint_id: string | null;
  metadata_json: string | null;
  item_count: number;
  /** While in the future, the caller holds the batch open for more files (migration 0006). */
  open_until: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

export interface BulkSubmissionsTable {
  id: string;
  api_key_id: string;
  batch_id: string;
  idempotency_key: string | null;
  created_at: string;
}

export interface BatchItemsTable {
  batch_id: string;
  /** Position in the batch, 0-based and gap-free: the batch workflow's cursor and the pagination cursor. */
  seq: number;
  request_id: string;
  submission_id: string;
}

export interface WebhookEndpointsTable {
  id: string;
  api_key_id: string;
  url: string;
  /** `whsec_…`; read only by the delivery activity and shown once at creation. */
  secret: string;
  description: string | null;
  /** Set for an endpoint created from one batch's webhook_url; such endpoints are not listed. */
  batch_id: string | null;
  created_at: string;
  deleted_at: string | null;
}

export interface WebhookDeliveriesTable {
  id: string;
  /** Sent as `webhook-id`; the same for every attempt and redelivery of this event. */
  message_id: string;
  api_key_id: string;
  endpoint_id: string;
  event_type: string;
  event_key: string;
  payload_json: string;
  status: string;
  attempt_count: number;
  last_status_code: number | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

export interface WebhookDeliveryAttemptsTable {
  delivery_id: string;
  attempt: number;
  attempted_at: string;
  status_code: number | null;
  latency_ms: number;
  error: string | null;
  outcome: string;
}

export interface BulkTables {
  batches: BatchesTable;
  bulk_submissions: BulkSubmissionsTable;
  batch_items: BatchItemsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_delivery_attempts: WebhookDeliveryAttemptsTable;
}
