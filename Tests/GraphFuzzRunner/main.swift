// `swift run -c release trellis-fuzz`: the graph's differential fuzz (Tests/GraphFuzz) in an
// optimised build, on every core, which runs many times more cases a second than the debug
// build of the test does. The options are the test's environment variables, which they
// override:
//
//   --cases N     TRELLIS_FUZZ_CASES    cases to run (default 2000)
//   --seed S      TRELLIS_FUZZ_SEED     base seed, or `random`
//   --replay C    TRELLIS_FUZZ_REPLAY   run the case of seed C alone and show it
//   --reports K   TRELLIS_FUZZ_REPORTS  failures shrunk and shown, in each job (default 3)
//   --jobs J      TRELLIS_FUZZ_JOBS     processes sharing the cases (default: one a core)
//
// Each job is this program again, running every J-th case (TRELLIS_FUZZ_SHARD), so a case
// is the same whichever job runs it; this process only starts and watches them. The run
// exits with status 1 when a case fails, after printing each reported failure's seed and the
// smallest program (and steps) that still shows it, or when a job traps, naming the case it
// was in; with status 2 when an option cannot be read. TRELLIS_FUZZ_TAMPER (1 or trap) makes
// every case fail or trap on purpose, to see those paths work.
import Foundation
import GraphFuzz

let options = [
  "--cases": "TRELLIS_FUZZ_CASES", "--seed": "TRELLIS_FUZZ_SEED",
  "--replay": "TRELLIS_FUZZ_REPLAY", "--reports": "TRELLIS_FUZZ_REPORTS",
  "--jobs": "TRELLIS_FUZZ_JOBS",
]
/// Marks the line on which a job reports its outcome to the run that started it.
let outcomeMark = "trellis-fuzz job outcome:"
/// Marks the line on which a job names the case it starts, written at once (not buffered),
/// so that the run can name the case of a job that trapped.
let caseMark = "trellis-fuzz job case:"

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("trellis-fuzz: \(message)\n".utf8))
  exit(2)
}

var environment = ProcessInfo.processInfo.environment
var arguments = CommandLine.arguments.dropFirst()
while let option = arguments.popFirst() {
  guard let name = options[option], let value = arguments.popFirst() else {
    fail(
      "unknown option \(option); usage: trellis-fuzz [--cases N] [--seed S|random] "
        + "[--replay C] [--reports K] [--jobs J]")
  }
  environment[name] = value
}

let configuration = FuzzConfiguration(environment, defaultCases: 2000)
if let problem = configuration.problems.first { fail(problem) }
let jobs = environment["TRELLIS_FUZZ_JOBS"].map { text in
  guard let jobs = Int(text), jobs > 0 else { fail("TRELLIS_FUZZ_JOBS=\(text) is not 1 or more") }
  return jobs
}
let started = ContinuousClock.now

/// Runs this process's cases, printing each reported failure; returns what it found.
@MainActor func runHere() -> FuzzSession.Outcome {
  if let replay = configuration.replay {
    print(FuzzCheck.describe(seed: replay, tampering: configuration.tampering))
  }
  let isJob = configuration.shard != nil
  return FuzzSession.run(
    configuration,
    willRun: { seed in
      if isJob { FileHandle.standardOutput.write(Data("\(caseMark) \(seed)\n".utf8)) }
    },
    report: { report in print(report, terminator: "\n\n") })
}

/// Runs the cases in `count` processes of this program, each printing to a file of its own so
/// that their reports do not interleave; prints each one's output once it has ended.
@MainActor func runInJobs(_ count: Int) -> (cases: Int, failures: Int) {
  guard let executable = Bundle.main.executableURL else { fail("cannot find this program") }
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("trellis-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let running = (0..<count).map { index -> (Process, URL) in
    let output = folder.appendingPathComponent("job-\(index).txt")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    let process = Process()
    process.executableURL = executable
    var childEnvironment = environment
    childEnvironment["TRELLIS_FUZZ_SHARD"] = "\(index)/\(count)"
    childEnvironment["TRELLIS_FUZZ_JOBS"] = "1"
    // Every job draws its cases from the same base seed, chosen here if it is random.
    childEnvironment["TRELLIS_FUZZ_SEED"] = String(configuration.baseSeed)
    process.environment = childEnvironment
    process.standardOutput = try? FileHandle(forWritingTo: output)
    do { try process.run() } catch { fail("cannot start a job: \(error)") }
    return (process, output)
  }
  var total = (cases: 0, failures: 0)
  for (index, (process, output)) in running.enumerated() {
    process.waitUntilExit()
    let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    var reported = false
    var lastCase: Substring?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      if line.hasPrefix(caseMark) {
        lastCase = line.dropFirst(caseMark.count + 1)
      } else if line.hasPrefix(outcomeMark) {
        let numbers = line.dropFirst(outcomeMark.count).split(separator: " ").compactMap {
          Int($0)
        }
        if numbers.count == 2 {
          total.cases += numbers[0]
          total.failures += numbers[1]
          reported = true
        }
      } else if !line.hasPrefix("Graph fuzz:") {
        print(line)
      }
    }
    if !reported || process.terminationStatus > 1 {
      // A job that trapped ran fewer cases than it was given: the run fails, naming the case
      // it was in (its backtrace went to standard error).
      let stopped = lastCase.map {
        " in case \($0) (replay it alone with TRELLIS_FUZZ_REPLAY=\($0))"
      }
      print(
        "Job \(index + 1) of \(count) stopped\(stopped ?? "") with status "
          + "\(process.terminationStatus).")
      total.failures += 1
    }
  }
  return total
}

/// One job a core, but no more jobs than cases.
let jobCount = min(
  jobs ?? ProcessInfo.processInfo.activeProcessorCount, max(1, configuration.cases))
let total: (cases: Int, failures: Int)
// The run starts its jobs and watches them, even a single one, so that a job that traps is
// named; a job (or a replay) runs its cases itself.
if configuration.shard == nil && configuration.replay == nil {
  total = runInJobs(jobCount)
} else {
  let outcome = runHere()
  total = (outcome.cases, outcome.failures)
  if outcome.failures > outcome.reported {
    let job = configuration.shard.map { "job \($0.index + 1) of \($0.count): " } ?? ""
    print("(\(job)\(outcome.failures) cases failed, the first \(outcome.reported) shown)")
  }
  // A job tells the run that started it what it found.
  if configuration.shard != nil { print("\(outcomeMark) \(outcome.cases) \(outcome.failures)") }
}
let elapsed = (ContinuousClock.now - started).components
let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
let rate = Int(Double(total.cases) / max(seconds, 0.001))
if let replay = configuration.replay {
  print("Graph fuzz: case \(replay) \(total.failures == 0 ? "passed" : "failed").")
} else {
  print(
    "Graph fuzz: \(configuration.cases) case\(configuration.cases == 1 ? "" : "s") from base seed \(configuration.baseSeed) in \(jobCount) "
      + (jobCount == 1 ? "job" : "jobs") + ": \(total.failures) failed, in "
      + String(format: "%.1f", seconds) + " s (\(rate) cases/s)")
}
exit(total.failures == 0 ? 0 : 1)
