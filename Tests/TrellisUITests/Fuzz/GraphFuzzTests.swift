import Foundation
import Testing
@_spi(Testing) import TrellisTesting
@_spi(TrellisHost) import TrellisUI

/// The differential fuzz test of the view graph: random programs of a small grammar (see
/// `FuzzProgram`), random steps on them (model changes, taps, typing, focus, scrolling), and
/// after each update pass the live host's screen must be a fresh host's screen over the same
/// state, scrolled and focused the same way.
///
/// - `TRELLIS_FUZZ_CASES=n` runs n cases (default `FuzzConfiguration.defaultCases`).
/// - `TRELLIS_FUZZ_SEED=s` starts from base seed s instead of the fixed one; `random` picks
///   one and prints it.
/// - `TRELLIS_FUZZ_REPLAY=c` runs only the case with seed c, as a failure prints it.
/// - `TRELLIS_FUZZ_REPORTS=k` shrinks and reports up to k failures (default 3) before it
///   stops.
@MainActor
@Suite struct GraphFuzzTests {
  @Test func theLiveGraphShowsWhatAFreshRenderOfTheSameStateShows() {
    let configuration = FuzzConfiguration(ProcessInfo.processInfo.environment)
    if configuration.printsSeed {
      print(
        "Graph fuzz: base seed \(configuration.baseSeed) (TRELLIS_FUZZ_SEED=\(configuration.baseSeed))"
      )
    }
    var failures = 0
    for seed in configuration.caseSeeds {
      guard let failure = FuzzCheck.run(seed: seed) else { continue }
      failures += 1
      // Shrinking takes a while: the first failures are shrunk and reported, the rest counted.
      if failures <= configuration.maxReported {
        Issue.record(Comment(rawValue: FuzzCheck.report(failure)))
      }
    }
    if failures > configuration.maxReported {
      Issue.record(
        "\(failures) of \(configuration.caseSeeds.count) cases failed (base seed \(configuration.baseSeed)); the first \(configuration.maxReported) are reported"
      )
    }
  }

  /// The harness itself: a world that the live host does not follow is caught, and shrunk to
  /// a small program.
  @Test func aScreenThatDiffersFromTheWorldIsCaughtAndShrunk() throws {
    var checked = 0
    var seed: UInt64 = 0
    while checked < 4 && seed < 100 {
      seed += 1
      var generator = FuzzProgramGenerator(random: FuzzRandom(seed: seed))
      let program = generator.program()
      // The world thinks a flag of the model that the program reads flipped; the live host
      // never heard of it.
      let flags = program.root.allReads.filter { $0.1 == .flag && $0.0.owner == .observable }
      guard let flag = flags.first?.0 else { continue }
      let tamper: (Int, inout FuzzWorld) -> Void = { step, world in
        if step == 1 { world.observable.flags[flag.index].toggle() }
      }
      var edits = FuzzEditGenerator(random: FuzzRandom(seed: seed &* 31))
      var fuzzCase = FuzzCase(program: program, steps: [])
      let failure = FuzzRunner.run(
        &fuzzCase, stepCount: 2,
        makeStep: { edits.step(program: $0, world: $1, controls: $2, host: $3) }, tamper: tamper)
      // A flag read only where it is not on screen (a row scrolled away) cannot show.
      guard let failure else { continue }
      checked += 1
      #expect(failure.kind == .mismatch)
      #expect(failure.step == 1)
      var shrinker = FuzzShrinker(fails: { FuzzRunner.run(&$0, tamper: tamper) }, budget: 250)
      let (small, smallFailure) = shrinker.shrink(fuzzCase, failure)
      #expect(smallFailure.kind == .mismatch)
      // What remains shows the flag in a few nodes, after the one step the tampering needs.
      #expect(small.program.root.size <= 4, "\(small.swiftDescription)")
      #expect(small.steps.count == 1)
      #expect(small.swiftDescription.contains("model.flag\(flag.index)"))
    }
    #expect(checked == 4)
  }

  @Test func theSameSeedMakesTheSameCase() {
    for seed in UInt64(7)...12 {
      var generator = FuzzProgramGenerator(random: FuzzRandom(seed: seed))
      var first = FuzzCase(program: generator.program(), steps: [])
      var second = first
      _ = FuzzCheck.explore(&first, seed: seed)
      _ = FuzzCheck.explore(&second, seed: seed)
      #expect(first == second)
      #expect(first.program.isValid)
    }
  }
}

/// How many cases, from which seeds.
struct FuzzConfiguration {
  /// Sized to run well within a minute in a debug build on two cores.
  static let defaultCases = 1000
  static let fixedBaseSeed: UInt64 = 20_261_201

  let baseSeed: UInt64
  let cases: Int
  let replay: UInt64?
  let printsSeed: Bool
  /// Failures shrunk and reported before the run stops (shrinking takes a while).
  let maxReported: Int

  init(_ environment: [String: String]) {
    cases = environment["TRELLIS_FUZZ_CASES"].flatMap { Int($0) } ?? Self.defaultCases
    maxReported = environment["TRELLIS_FUZZ_REPORTS"].flatMap { Int($0) } ?? 3
    replay = environment["TRELLIS_FUZZ_REPLAY"].flatMap { UInt64($0) }
    switch environment["TRELLIS_FUZZ_SEED"] {
    case "random"?:
      baseSeed = UInt64.random(in: 1...UInt64(UInt32.max))
      printsSeed = true
    case let value?:
      baseSeed = UInt64(value) ?? Self.fixedBaseSeed
      printsSeed = true
    case nil:
      baseSeed = Self.fixedBaseSeed
      printsSeed = false
    }
  }

  var caseSeeds: [UInt64] {
    if let replay { return [replay] }
    var random = FuzzRandom(seed: baseSeed)
    return (0..<cases).map { _ in random.next() }
  }
}

/// One case from its seed: made, run, and on failure shrunk and described.
@MainActor
enum FuzzCheck {
  /// A failing case, as first found.
  struct Found {
    let seed: UInt64
    let fuzzCase: FuzzCase
    let failure: FuzzFailure
  }

  /// Runs the case of `seed`; its failure, if it fails.
  static func run(seed: UInt64) -> Found? {
    var generator = FuzzProgramGenerator(random: FuzzRandom(seed: seed))
    var fuzzCase = FuzzCase(program: generator.program(), steps: [])
    guard let failure = explore(&fuzzCase, seed: seed) else { return nil }
    return Found(seed: seed, fuzzCase: fuzzCase, failure: failure)
  }

  /// Shrinks a failure and describes it as a person needs it.
  static func report(_ found: Found) -> String {
    var shrinker = FuzzShrinker(fails: { candidate in FuzzRunner.run(&candidate) })
    let (small, smallFailure) = shrinker.shrink(found.fuzzCase, found.failure)
    return """
      Graph fuzz case \(found.seed) failed (replay it alone with TRELLIS_FUZZ_REPLAY=\(found.seed)).
      \(smallFailure.summary)

      The smallest case that shows it (from \(found.fuzzCase.program.root.size) nodes and \
      \(found.failure.step) steps):
      \(small.swiftDescription)
      """
  }

  /// Runs the case of `seed`, making its steps as it goes.
  static func explore(_ fuzzCase: inout FuzzCase, seed: UInt64) -> FuzzFailure? {
    var edits = FuzzEditGenerator(random: FuzzRandom(seed: seed ^ 0x5EED_ED17))
    var steps = FuzzRandom(seed: seed ^ 0x57E9)
    return FuzzRunner.run(
      &fuzzCase, stepCount: steps.int(in: 3...9),
      makeStep: { edits.step(program: $0, world: $1, controls: $2, host: $3) })
  }
}

extension FuzzNode {
  /// How many nodes the subtree has.
  var size: Int { 1 + childNodes.reduce(0) { $0 + $1.size } }
}
