import Foundation
import Testing

@testable import GraphFuzz

/// `trellis-fuzz`, the program CI runs the graph fuzz with: its jobs share the cases, a
/// failing case fails the run and is shown by its seed and its smallest program, and the
/// seed replays it alone.
@Suite(.serialized) struct GraphFuzzRunnerTests {
  struct Run {
    let status: Int32
    let output: String
  }

  /// The runner built next to the test bundle (`.build/<triple>/debug/trellis-fuzz`).
  static var runnerURL: URL? {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var directory = executable.deletingLastPathComponent()
    if directory.pathExtension == "xctest" { directory = directory.deletingLastPathComponent() }
    let runner = directory.appendingPathComponent("trellis-fuzz")
    return FileManager.default.isExecutableFile(atPath: runner.path) ? runner : nil
  }

  /// Runs the runner with `arguments` and, of the fuzz knobs, only `knobs`.
  static func run(_ arguments: [String], knobs: [String: String] = [:]) throws -> Run {
    let process = Process()
    let runner: URL = try #require(runnerURL, "trellis-fuzz was not built")
    process.executableURL = runner
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment.filter {
      !$0.key.hasPrefix("TRELLIS_FUZZ_")
    }
    environment.merge(knobs) { $1 }
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }

  @Test func aRunInTwoJobsRunsEveryCaseAndPasses() throws {
    let run = try Self.run(["--cases", "6", "--jobs", "2"])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("Graph fuzz: 6 cases from base seed 20261201 in 2 jobs: 0 failed"))
  }

  @Test func aFailingCaseFailsTheRunWithItsSeedAndItsSmallestProgram() throws {
    // The harness's own check: the expected state is wrong after the first step.
    let run = try Self.run(
      ["--cases", "6", "--jobs", "2", "--reports", "1"], knobs: ["TRELLIS_FUZZ_TAMPER": "1"])
    #expect(run.status == 1, "\(run.output)")
    #expect(run.output.contains("The live screen differs from a fresh render"))
    #expect(run.output.contains("The smallest case that shows it"))
    #expect(run.output.contains("model.flag"))
    #expect(run.output.contains("// 1. "))
    let marker = "replay it alone with TRELLIS_FUZZ_REPLAY="
    let seed = try #require(
      run.output.components(separatedBy: marker).dropFirst().first?.prefix { $0.isNumber })
    #expect(!seed.isEmpty)

    // The seed replays the same failure alone, and passes without the tampering.
    let replay = try Self.run(["--replay", String(seed)], knobs: ["TRELLIS_FUZZ_TAMPER": "1"])
    #expect(replay.status == 1, "\(replay.output)")
    #expect(replay.output.contains("Graph fuzz case \(seed): fails."))
    let honest = try Self.run(["--replay", String(seed)])
    #expect(honest.status == 0, "\(honest.output)")
    #expect(honest.output.contains("Graph fuzz case \(seed): passes."))
  }

  @Test func aJobThatTrapsFailsTheRunAndNamesItsCase() throws {
    // Each case traps in its first step; each job stops in its first case.
    let run = try Self.run(
      ["--cases", "4", "--jobs", "2"],
      knobs: ["TRELLIS_FUZZ_TAMPER": "trap", "SWIFT_BACKTRACE": "enable=no"])
    #expect(run.status == 1, "\(run.output)")
    let seeds = FuzzConfiguration(["TRELLIS_FUZZ_CASES": "4"], defaultCases: 4).caseSeeds
    for (job, seed) in [(1, seeds[0]), (2, seeds[1])] {
      #expect(
        run.output.contains(
          "Job \(job) of 2 stopped in case \(seed) (replay it alone with TRELLIS_FUZZ_REPLAY=\(seed))"
        ), "\(run.output)")
    }
    #expect(run.output.contains("2 failed"))
  }

  @Test func anOptionThatCannotBeReadStopsTheRun() throws {
    let unknown = try Self.run(["--case", "5"])
    #expect(unknown.status == 2)
    #expect(unknown.output.contains("unknown option --case"))
    let bad = try Self.run(["--cases", "five"])
    #expect(bad.status == 2)
    #expect(bad.output.contains("TRELLIS_FUZZ_CASES=five is not a number of cases"))
  }
}
