/** Every workflow the workers register (the bundler's entry point). */
export { extractDocumentWorkflow } from './extract-document.js';
export { bulkBatchWorkflow, bulkItemWorkflow } from './bulk-batch.js';
export { deliverWebhookWorkflow } from './deliver-webhook.js';
export { retentionWorkflow } from './retention.js';
export { evaluateDocumentWorkflow } from './evaluate-document.js';
