"""Runs the client openapi-python-client generated from openapi.yaml against a live stack; every answer
must parse into the generated model its status documents (no raw fallbacks).

Run by scripts/generated-clients.sh next to the generated package `sds_extraction_api_client`, with
SDS_API_URL, SDS_API_KEY, SDS_FREE_API_KEY (a free-tier key, for the rate limit) and SDS_DOCUMENTS
(the directory scripts/generated-clients/documents.ts wrote) set.
"""

import csv
import io
import json
import os
import time
import xml.etree.ElementTree as ElementTree
from collections.abc import Callable
from http import HTTPStatus
from pathlib import Path
from typing import Any, TypeVar

import httpx

from sds_extraction_api_client import AuthenticatedClient
from sds_extraction_api_client.api.bulk import get_batch, submit_bulk
from sds_extraction_api_client.api.extraction import extract_sds, get_extraction, get_extraction_sdscom
from sds_extraction_api_client.api.webhooks import create_webhook_endpoint, list_webhook_endpoints
from sds_extraction_api_client.models import (
    BatchState,
    BatchStatus,
    BulkAccepted,
    CreateWebhookEndpointBody,
    CreateWebhookEndpointResponse201,
    ErrorCode,
    ExtractionEnvelope,
    ExtractionState,
    ExtractSdsBody,
    ListWebhookEndpointsResponse200,
    Problem,
    SubmitBulkFilesBody,
)
from sds_extraction_api_client.types import File, Response

T = TypeVar("T")

API_URL = os.environ["SDS_API_URL"]
DOCUMENTS = Path(os.environ["SDS_DOCUMENTS"])
PRODUCT_NAME = (DOCUMENTS / "product-name.txt").read_text().strip()
UNKNOWN_REQUEST_ID = "req_" + "0" * 32
FINISHED = {BatchState.COMPLETED, BatchState.COMPLETED_WITH_ERRORS}


def client_with(key: str) -> AuthenticatedClient:
    return AuthenticatedClient(base_url=API_URL, token=key, raise_on_unexpected_status=True, timeout=httpx.Timeout(120))


CLIENT = client_with(os.environ["SDS_API_KEY"])


def ok(step: str) -> None:
    print(f"python ok  {step}", flush=True)


def expect(response: Response[Any], status: HTTPStatus, model: type[T]) -> T:
    if response.status_code != status or not isinstance(response.parsed, model):
        raise AssertionError(
            f"expected {status.value} {model.__name__}, got {response.status_code.value} "
            f"{type(response.parsed).__name__}: {response.content[:300]!r}"
        )
    return response.parsed


def expect_problem(response: Response[Any], status: HTTPStatus, code: ErrorCode) -> Problem:
    problem = expect(response, status, Problem)
    if problem.code != code:
        raise AssertionError(f"expected code {code.value}, got {problem.code.value}: {problem.detail}")
    return problem


def pdf(name: str) -> File:
    return File(payload=io.BytesIO((DOCUMENTS / name).read_bytes()), file_name=name, mime_type="application/pdf")


def until(what: str, attempt: Callable[[], T | None], timeout_s: float = 180) -> T:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        result = attempt()
        if result is not None:
            return result
        time.sleep(1)
    raise AssertionError(f"timed out waiting for {what}")


def envelope_of(request_id: str) -> ExtractionEnvelope:
    """The extraction's envelope, polling while it is queued or running."""

    def attempt() -> ExtractionEnvelope | None:
        response = get_extraction.sync_detailed(request_id, client=CLIENT)
        if isinstance(response.parsed, ExtractionState):
            if response.parsed.error:
                raise AssertionError(f"{request_id} failed: {response.parsed.error.message}")
            return None
        return expect(response, HTTPStatus.OK, ExtractionEnvelope)

    return until(f"extraction {request_id}", attempt)


def extract(name: str, idempotency_key: str) -> ExtractionEnvelope:
    response = extract_sds.sync_detailed(client=CLIENT, body=ExtractSdsBody(file=pdf(name)), idempotency_key=idempotency_key)
    if response.status_code == HTTPStatus.ACCEPTED:
        return envelope_of(expect(response, HTTPStatus.ACCEPTED, ExtractionState).request_id)
    return expect(response, HTTPStatus.OK, ExtractionEnvelope)


def check_outputs(envelope: ExtractionEnvelope) -> None:
    formats = [item.value for item in envelope.output_formats]
    if formats != ["JSON", "XML", "CSV"]:
        raise AssertionError(f"output_formats {formats}")
    record = envelope.outputs.json.to_dict()
    rows = list(csv.reader(io.StringIO(envelope.outputs.csv)))
    xml_root = ElementTree.fromstring(envelope.outputs.xml)
    readings = {
        "JSON": PRODUCT_NAME in json.dumps(record),
        "XML": PRODUCT_NAME in ElementTree.tostring(xml_root, encoding="unicode"),
        "CSV": len(rows) >= 2 and any(PRODUCT_NAME in cell for row in rows for cell in row),
    }
    if not all(readings.values()):
        raise AssertionError(f"product name not read back in every output: {readings}")


def main() -> None:
    idempotency_key = f"generated-python-{time.time_ns()}"
    envelope = extract("sds-a.pdf", idempotency_key)
    check_outputs(envelope)
    ok(f"extract {envelope.request_id}: JSON, XML and CSV read back")

    sdscom = expect(get_extraction_sdscom.sync_detailed(envelope.request_id, client=CLIENT), HTTPStatus.OK, str)
    if not ElementTree.fromstring(sdscom).tag.endswith("DatasheetFeed"):
        raise AssertionError("the eSDScom document's root is not DatasheetFeed")
    ok("eSDScom download: a DatasheetFeed document")

    batch = expect(
        submit_bulk.sync_detailed(client=CLIENT, body=SubmitBulkFilesBody(files=[pdf("sds-a.pdf"), pdf("sds-b.pdf")])),
        HTTPStatus.ACCEPTED,
        BulkAccepted,
    )
    ok(f"bulk submit: batch {batch.batch_id} with {len(batch.request_ids)} items")

    def finished() -> BatchStatus | None:
        status = expect(get_batch.sync_detailed(batch.batch_id, client=CLIENT), HTTPStatus.OK, BatchStatus)
        return status if status.state in FINISHED else None

    status = until(f"batch {batch.batch_id}", finished)
    ok(f"batch status: {status.state.value}, {status.counts.succeeded}/{status.counts.total} succeeded")
    for item in status.items:
        if not isinstance(item.request_id, str):
            raise AssertionError("a batch item without request_id")
        envelope_of(item.request_id)
    ok(f"batch results: {len(status.items)} envelopes")

    endpoint = expect(
        create_webhook_endpoint.sync_detailed(
            client=CLIENT, body=CreateWebhookEndpointBody(url="http://127.0.0.1:9/sds-events", description="generated client")
        ),
        HTTPStatus.CREATED,
        CreateWebhookEndpointResponse201,
    )
    listed = expect(list_webhook_endpoints.sync_detailed(client=CLIENT), HTTPStatus.OK, ListWebhookEndpointsResponse200)
    if not endpoint.secret.startswith("whsec_") or endpoint.id not in [e.id for e in listed.data or []]:
        raise AssertionError("the registered endpoint is not listed, or its secret is not whsec_")
    ok(f"webhook endpoint registered and listed: {endpoint.id}")

    errors(idempotency_key)


def errors(idempotency_key: str) -> None:
    not_a_pdf = File(payload=io.BytesIO((DOCUMENTS / "not-a-pdf.txt").read_bytes()), file_name="not-a-pdf.txt")
    checks: list[tuple[HTTPStatus, ErrorCode, Response[Any]]] = [
        (HTTPStatus.BAD_REQUEST, ErrorCode.INVALID_DOCUMENT, extract_sds.sync_detailed(client=CLIENT, body=ExtractSdsBody(file=not_a_pdf))),
        (
            HTTPStatus.UNAUTHORIZED,
            ErrorCode.UNAUTHORIZED,
            get_extraction.sync_detailed(UNKNOWN_REQUEST_ID, client=client_with("sds_test_not_a_key")),
        ),
        (HTTPStatus.NOT_FOUND, ErrorCode.NOT_FOUND, get_extraction.sync_detailed(UNKNOWN_REQUEST_ID, client=CLIENT)),
        (
            HTTPStatus.CONFLICT,
            ErrorCode.CONFLICT,
            extract_sds.sync_detailed(client=CLIENT, body=ExtractSdsBody(file=pdf("sds-b.pdf")), idempotency_key=idempotency_key),
        ),
        (HTTPStatus.REQUEST_ENTITY_TOO_LARGE, ErrorCode.FILE_TOO_LARGE, extract_sds.sync_detailed(client=CLIENT, body=ExtractSdsBody(file=pdf("large.pdf")))),
        (HTTPStatus.UNPROCESSABLE_ENTITY, ErrorCode.LOW_TEXT_QUALITY, extract_sds.sync_detailed(client=CLIENT, body=ExtractSdsBody(file=pdf("blank.pdf")))),
    ]
    for status, code, response in checks:
        expect_problem(response, status, code)
        ok(f"error {status.value} {code.value}")

    refused = expect_problem(
        create_webhook_endpoint.sync_detailed(client=CLIENT, body=CreateWebhookEndpointBody(url="http://10.0.0.1/sds-events")),
        HTTPStatus.BAD_REQUEST,
        ErrorCode.INVALID_REQUEST,
    )
    if refused.additional_properties.get("field") != "url":
        raise AssertionError(f"the refusal names field {refused.additional_properties.get('field')!r}, not url")
    ok("error 400 invalid_request names field url")

    # The free tier's burst is 5 requests: a few more answer 429.
    free = client_with(os.environ["SDS_FREE_API_KEY"])
    for _ in range(20):
        response = list_webhook_endpoints.sync_detailed(client=free)
        if response.status_code != HTTPStatus.OK:
            break
        expect(response, HTTPStatus.OK, ListWebhookEndpointsResponse200)
    expect_problem(response, HTTPStatus.TOO_MANY_REQUESTS, ErrorCode.RATE_LIMITED)
    ok("error 429 rate_limited")


if __name__ == "__main__":
    main()
