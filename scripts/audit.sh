#!/usr/bin/env bash
# Dependency audit for CI: fails on any advisory of high or critical severity in the installed tree,
# except those listed in scripts/audit-exceptions.json (each with its reason and a review date, see
# docs/security.md). If the registry's audit endpoint cannot be reached the audit has not
# run, and the script fails (exit 2) unless AUDIT_ALLOW_OFFLINE=1, which turns that into a warning.
set -uo pipefail
cd "$(dirname "$0")/.."

report="$(npm audit --json --audit-level=high 2>/dev/null)"
AUDIT_REPORT="$report" node --input-type=module -e '
import { readFileSync } from "node:fs";
const raw = process.env.AUDIT_REPORT ?? "";
let report;
try { report = JSON.parse(raw); } catch { report = undefined; }
if (!report || report.error || !report.vulnerabilities) {
  const reason = report?.error?.summary || report?.message || "no report";
  const offlineAllowed = process.env.AUDIT_ALLOW_OFFLINE === "1";
  console.error(`npm audit did not run: ${reason}`);
  process.exit(offlineAllowed ? 0 : 2);
}
const exceptions = JSON.parse(readFileSync("scripts/audit-exceptions.json", "utf8"));
const today = new Date().toISOString().slice(0, 10);
const excused = new Set(exceptions.filter((e) => e.review_by >= today).map((e) => e.advisory));
const blocking = [];
for (const [name, vulnerability] of Object.entries(report.vulnerabilities)) {
  for (const via of vulnerability.via) {
    if (typeof via !== "object" || !["high", "critical"].includes(via.severity)) continue;
    const advisory = via.url?.split("/").at(-1) ?? String(via.source);
    if (!excused.has(advisory)) blocking.push(`${name}: ${via.severity} ${advisory} ${via.title}`);
  }
}
const counts = report.metadata?.vulnerabilities ?? {};
console.log(`npm audit: ${JSON.stringify(counts)}; ${excused.size} documented exception(s)`);
if (blocking.length > 0) {
  console.error(["High or critical advisories without an exception:", ...new Set(blocking)].join("\n  "));
  process.exit(1);
}
'
