/// One case from its seed: made, run, and on failure shrunk and described.
@MainActor
package enum FuzzCheck {
  /// A failing case, as first found.
  package struct Found {
    package let seed: UInt64
    let fuzzCase: FuzzCase
    let failure: FuzzFailure
    let tamper: FuzzRunner.Tamper?
  }

  /// Runs the case of `seed`; its failure, if it fails. With `tampering`, the harness checks
  /// itself (see `FuzzTampering`).
  package static func run(seed: UInt64, tampering: FuzzTampering? = nil) -> Found? {
    var fuzzCase = make(seed: seed)
    let tamper = tampering.flatMap { Self.tamper($0, for: fuzzCase.program) }
    guard let failure = explore(&fuzzCase, seed: seed, tamper: tamper) else { return nil }
    return Found(seed: seed, fuzzCase: fuzzCase, failure: failure, tamper: tamper)
  }

  /// The case of `seed` as it runs (program and steps) and how it ended, for a person who
  /// replays it.
  package static func describe(seed: UInt64, tampering: FuzzTampering? = nil) -> String {
    var fuzzCase = make(seed: seed)
    let tamper = tampering.flatMap { Self.tamper($0, for: fuzzCase.program) }
    let failure = explore(&fuzzCase, seed: seed, tamper: tamper)
    return """
      Graph fuzz case \(seed): \(failure.map { "fails. \($0.summary)" } ?? "passes.")
      \(fuzzCase.swiftDescription)
      """
  }

  /// Shrinks a failure and describes it as a person needs it.
  package static func report(_ found: Found) -> String {
    var shrinker = FuzzShrinker(fails: { FuzzRunner.run(&$0, tamper: found.tamper) })
    let (small, smallFailure) = shrinker.shrink(found.fuzzCase, found.failure)
    return """
      Graph fuzz case \(found.seed) failed (replay it alone with TRELLIS_FUZZ_REPLAY=\(found.seed)).
      \(smallFailure.summary)

      The smallest case that shows it (from \(found.fuzzCase.program.root.size) nodes and \
      \(found.failure.step) steps):
      \(small.swiftDescription)
      """
  }

  /// The program of `seed`, before any step.
  static func make(seed: UInt64) -> FuzzCase {
    var generator = FuzzProgramGenerator(random: FuzzRandom(seed: seed))
    return FuzzCase(program: generator.program(), steps: [])
  }

  /// Runs the case of `seed`, making its steps as it goes.
  static func explore(
    _ fuzzCase: inout FuzzCase, seed: UInt64, tamper: FuzzRunner.Tamper? = nil
  ) -> FuzzFailure? {
    var edits = FuzzEditGenerator(random: FuzzRandom(seed: seed ^ 0x5EED_ED17))
    var steps = FuzzRandom(seed: seed ^ 0x57E9)
    return FuzzRunner.run(
      &fuzzCase, stepCount: steps.int(in: 3...9),
      makeStep: { edits.step(program: $0, world: $1, controls: $2, host: $3) }, tamper: tamper)
  }

  /// What `tampering` does to the cases of `program`: `nil` when it cannot apply.
  static func tamper(_ tampering: FuzzTampering, for program: FuzzProgram) -> FuzzRunner.Tamper? {
    switch tampering {
    case .world: return tamper(for: program)
    case .trap:
      return { step, _ in
        if step == 1 { fatalError("the harness traps on purpose (TRELLIS_FUZZ_TAMPER=trap)") }
      }
    }
  }

  /// The harness's own check (`TRELLIS_FUZZ_TAMPER=1`): after the first step the world holds
  /// the first flag of the `@Observable` model that the program reads flipped, which the live
  /// host never heard of, so a case that shows that flag must fail. `nil` when the program
  /// reads none. Shrinking keeps the models' flags, so the same tampering applies to every
  /// smaller case.
  static func tamper(for program: FuzzProgram) -> FuzzRunner.Tamper? {
    let flags = program.root.allReads.filter { $0.1 == .flag && $0.0.owner == .observable }
    guard let flag = flags.first?.0 else { return nil }
    return { step, world in
      if step == 1 { world.observable.flags[flag.index].toggle() }
    }
  }
}

/// A run of the cases a configuration names.
@MainActor
package enum FuzzSession {
  /// What a run found.
  package struct Outcome {
    package let cases: Int
    package let failures: Int
    /// How many failures were shrunk and reported.
    package let reported: Int
  }

  /// Runs every case of `configuration`; each of the first `maxReported` failures is shrunk
  /// and handed to `report`, the others are counted. `willRun` hears each case's seed before
  /// it runs, so that a case that stops the process (a trap) can still be named.
  package static func run(
    _ configuration: FuzzConfiguration, willRun: (UInt64) -> Void = { _ in },
    report: (String) -> Void
  ) -> Outcome {
    let seeds = configuration.caseSeeds
    var failures = 0
    for seed in seeds {
      willRun(seed)
      guard let found = FuzzCheck.run(seed: seed, tampering: configuration.tampering) else {
        continue
      }
      failures += 1
      if failures <= configuration.maxReported { report(FuzzCheck.report(found)) }
    }
    return Outcome(
      cases: seeds.count, failures: failures, reported: min(failures, configuration.maxReported))
  }
}

extension FuzzNode {
  /// How many nodes the subtree has.
  var size: Int { 1 + childNodes.reduce(0) { $0 + $1.size } }
}
