#!/usr/bin/env bash
# Runs Partitura's benchmarks (issue 6) and writes benchmarks/results.md. See benchmarks/README.md.
#
#   benchmarks/run.sh                 # everything (measurements 1 to 7), about 5 to 6 minutes on 2 cores
#   benchmarks/run.sh --only 1,3      # some of the seven measurements
#   benchmarks/run.sh --quick         # smoke test: too few iterations to keep the numbers
#
# Needs Java 17+, Maven, and Node.js 18+ with npm (dynalite, for measurements 3, 5, 6 and 7, is installed
# into test-server/ with `npm ci` on first use).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

echo "== building benchmarks/target/partitura-benchmarks.jar (and the modules it needs)"
# Clean the module first: its sources rarely change, so an incremental build would keep the code a previous
# processor generated, and measure that.
mvn -B -q -ntp -pl benchmarks clean
mvn -B -q -ntp -pl benchmarks -am package -DskipTests

echo "== running"
exec java -jar benchmarks/target/partitura-benchmarks.jar --out benchmarks/results.md "$@"
