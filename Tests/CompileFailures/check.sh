#!/usr/bin/env bash
# Code that Apple's compiler rejects must not compile against Trellis either. Each file here
# names the error it expects on its first line ("// expected-error: TEXT"); this script
# type-checks it against the debug build and passes when it fails with that text.
# Usage: Tests/CompileFailures/check.sh
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
(cd "$root" && swift build --target TrellisCombine >/dev/null) || exit 1
modules=$(cd "$root" && swift build --show-bin-path)/Modules
pass=0; fail=0
for file in "$(dirname "$0")"/*.swift; do
  expected=$(sed -n '1s/^\/\/ expected-error: //p' "$file")
  output=$(swiftc -typecheck -swift-version 6 -I "$modules" "$file" 2>&1)
  if [ $? -ne 0 ] && grep -qF "$expected" <<<"$output"; then
    echo "rejected as expected: $(basename "$file")"; pass=$((pass+1))
  else
    echo "NOT REJECTED AS EXPECTED: $(basename "$file")"; echo "$output" | head -5; fail=$((fail+1))
  fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
