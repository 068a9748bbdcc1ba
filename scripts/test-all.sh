#!/usr/bin/env bash
# The whole suite, as CI runs it: types, the layers (no cycles; docs/architecture.md), both builds, vitest (unit, server
# functions on real temp libSQL files, the Node host), the Worker in workerd
# (smoke, then end to end against a libSQL server over HTTP: a browser journey,
# the Cron Triggers, the fuzz and access matrix; tests/worker/README.md), and
# Playwright in Debian's Chromium. Every stage runs; the last line
# counts them all ("N passed, N failed") and the exit code says if any failed.
set -uo pipefail
cd "$(dirname "$0")/.."

reports="$(mktemp -d)"
failed_stages=()
stage() {
	local name="$1"
	shift
	echo
	echo "━━ $name"
	if ! "$@"; then failed_stages+=("$name"); fi
}

stage "typecheck" npm run --silent typecheck
stage "layers" npm run --silent test:layers
stage "build (Node)" env TARGET=node npx react-router build
stage "build (Workers)" env TARGET=worker npx react-router build
stage "vitest" npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest.json"
stage "worker (workerd)" npx vitest run --config tests/worker/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$reports/worker.json"
stage "playwright" env PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright.json" npx playwright test --reporter=list,json

echo
node scripts/test-summary.mjs "$reports" "${#failed_stages[@]}"
if [ "${#failed_stages[@]}" -gt 0 ]; then
	echo "Failed stages: ${failed_stages[*]}"
	exit 1
fi
