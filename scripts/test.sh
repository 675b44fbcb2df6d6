#!/bin/sh
# `npm test`: everything, on the one build the browser tests share. The checks that need no build (lint, typecheck,
# the spec-coverage map) run while the site builds, so the two cores are both busy; their output is printed when
# they finish, and any failure fails the run before the Playwright suite starts.
set -eu
sh scripts/ensure-system-deps.sh
# Stops here, with what to provide, when the GraphQL schema or its June 2026 snapshot is missing (a fresh clone).
npx tsx scripts/schema-preflight.ts
log=$(mktemp)
# The claims-browser app (apps/claims-browser) has its own lock file; tests/chain/app-claims-browser.spec.ts builds it.
# Its Next.js variant (apps/claims-browser-next) too; tests/chain/app-next.spec.ts builds it.
(npm run --silent app:install && npm run --silent app-next:install && npm run --silent lint && npm run --silent typecheck && npx tsx tests/spec-coverage.ts --check) >"$log" 2>&1 &
checks=$!
if ! (npm run build:strict && npm run build:integrations); then
  kill "$checks" 2>/dev/null || true
  exit 1
fi
if ! wait "$checks"; then
  cat "$log"
  echo "npm test: lint, typecheck or the spec-coverage check failed (above)" >&2
  exit 1
fi
cat "$log"
npx playwright test
