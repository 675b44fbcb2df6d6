#!/bin/sh
# `npm run lint`: ESLint, Prettier (check only), Stylelint and cspell, one after the other (the CI machine has two
# cores; run together they take as long). Every tool runs even when an earlier one fails, so one run shows every
# problem; the exit status is non-zero when any failed. Caches live in .cache/ (ignored by git).
failed=''
run() {
  name=$1
  shift
  start=$(date +%s)
  if "$@"; then status=ok; else status=FAILED; failed="$failed $name"; fi
  echo "lint: $name $status in $(($(date +%s) - start)) s"
}
run eslint npx eslint --max-warnings 0 --cache --cache-location .cache/eslint/ .
run prettier npx prettier --check --log-level warn --cache --cache-location .cache/prettier .
run stylelint npx stylelint 'src/**/*.css'
run cspell npx cspell --no-progress --no-summary
if [ -n "$failed" ]; then
  echo "lint failed:$failed" >&2
  exit 1
fi
