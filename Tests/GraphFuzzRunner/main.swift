// `swift run -c release trellis-fuzz`: the graph's differential fuzz (Tests/GraphFuzz) in an
// optimised build, which runs many times more cases a second than the debug build of the
// test does. The options are the test's environment variables, which they override:
//
//   --cases N     TRELLIS_FUZZ_CASES    cases to run (default 2000)
//   --seed S      TRELLIS_FUZZ_SEED     base seed, or `random`
//   --replay C    TRELLIS_FUZZ_REPLAY   run the case of seed C alone and show it
//   --reports K   TRELLIS_FUZZ_REPORTS  failures shrunk and shown (default 3)
//
// It exits with status 1 when a case fails, after printing each reported failure's seed and
// the smallest program (and steps) that still shows it.
import Foundation
import GraphFuzz

let options = [
  "--cases": "TRELLIS_FUZZ_CASES", "--seed": "TRELLIS_FUZZ_SEED",
  "--replay": "TRELLIS_FUZZ_REPLAY", "--reports": "TRELLIS_FUZZ_REPORTS",
]
var environment = ProcessInfo.processInfo.environment
var arguments = CommandLine.arguments.dropFirst()
while let option = arguments.popFirst() {
  guard let name = options[option], let value = arguments.popFirst() else {
    print("usage: trellis-fuzz [--cases N] [--seed S|random] [--replay C] [--reports K]")
    exit(2)
  }
  environment[name] = value
}

let configuration = FuzzConfiguration(environment, defaultCases: 2000)
if let replay = configuration.replay {
  print(FuzzCheck.describe(seed: replay))
}
let started = ContinuousClock.now
let outcome = FuzzSession.run(configuration) { report in print(report, terminator: "\n\n") }
let elapsed = (ContinuousClock.now - started).components
let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
let rate = seconds > 0 ? Double(outcome.cases) / seconds : 0
print(
  "Graph fuzz: \(outcome.cases) cases from base seed \(configuration.baseSeed), "
    + "\(outcome.failures) failed, in \(String(format: "%.1f", seconds)) s "
    + "(\(Int(rate)) cases/s)")
if outcome.failures > outcome.reported {
  print("(the first \(outcome.reported) failures are shown)")
}
exit(outcome.failures == 0 ? 0 : 1)
