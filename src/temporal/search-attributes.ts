/**
 * The service's custom search attributes, defined once. Workflows import the keys (this module is
 * deterministic: only @temporalio/common), the client sets them at start, the launcher and the test
 * set-up register them with the namespace.
 */
import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';

export const SdsApiKeyId = defineSearchAttributeKey('SdsApiKeyId', SearchAttributeType.KEYWORD);
export const SdsTraffic = defineSearchAttributeKey('SdsTraffic', SearchAttributeType.KEYWORD);
export const SdsStatus = defineSearchAttributeKey('SdsStatus', SearchAttributeType.KEYWORD);
export const SdsConfidence = defineSearchAttributeKey('SdsConfidence', SearchAttributeType.DOUBLE);
export const SdsFileName = defineSearchAttributeKey('SdsFileName', SearchAttributeType.KEYWORD);
export const SdsBatchId = defineSearchAttributeKey('SdsBatchId', SearchAttributeType.KEYWORD);

export const SDS_SEARCH_ATTRIBUTES = [
  SdsApiKeyId,
  SdsTraffic,
  SdsStatus,
  SdsConfidence,
  SdsFileName,
  SdsBatchId,
];
