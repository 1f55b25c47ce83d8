import Foundation
import Testing
@_spi(Testing) import TrellisTesting
@_spi(TrellisHost) import TrellisUI

@testable import GraphFuzz

/// The differential fuzz test of the view graph: random programs of a small grammar (see
/// `FuzzProgram` in Tests/GraphFuzz), random steps on them (model changes, taps, typing,
/// focus, scrolling), and after each update pass the live host's screen must be a fresh
/// host's screen over the same state, scrolled and focused the same way.
///
/// It runs `defaultCases` cases in the debug build; CI runs thousands more with the release
/// build of the same harness (`swift run -c release trellis-fuzz`). The knobs are the same
/// for both (`FuzzConfiguration`): `TRELLIS_FUZZ_CASES`, `TRELLIS_FUZZ_SEED`,
/// `TRELLIS_FUZZ_REPLAY`, `TRELLIS_FUZZ_REPORTS`.
@MainActor
@Suite struct GraphFuzzTests {
  /// Cases a plain `swift test` runs.
  static let defaultCases = 300

  @Test func theLiveGraphShowsWhatAFreshRenderOfTheSameStateShows() {
    let configuration = FuzzConfiguration(
      ProcessInfo.processInfo.environment, defaultCases: Self.defaultCases)
    if configuration.printsSeed {
      print(
        "Graph fuzz: base seed \(configuration.baseSeed) (TRELLIS_FUZZ_SEED=\(configuration.baseSeed))"
      )
    }
    for problem in configuration.problems { Issue.record(Comment(rawValue: problem)) }
    guard configuration.problems.isEmpty else { return }
    let outcome = FuzzSession.run(configuration) { Issue.record(Comment(rawValue: $0)) }
    if outcome.failures > outcome.reported {
      Issue.record(
        "\(outcome.failures) of \(outcome.cases) cases failed (base seed \(configuration.baseSeed)); the first \(outcome.reported) are reported"
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
      guard let tamper = FuzzCheck.tamper(for: program),
        let flag = program.root.allReads.first(where: {
          $0.1 == .flag && $0.0.owner == .observable
        })?.0
      else { continue }
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
      var first = FuzzCheck.make(seed: seed)
      var second = first
      _ = FuzzCheck.explore(&first, seed: seed)
      _ = FuzzCheck.explore(&second, seed: seed)
      #expect(first == second)
      #expect(first.program.isValid)
    }
  }

  @Test func sharesOfARunTogetherRunEachOfItsCasesOnce() {
    let whole = FuzzConfiguration(["TRELLIS_FUZZ_CASES": "10"], defaultCases: 1).caseSeeds
    let shares = (0..<3).map {
      FuzzConfiguration(
        ["TRELLIS_FUZZ_CASES": "10", "TRELLIS_FUZZ_SHARD": "\($0)/3"], defaultCases: 1
      )
      .caseSeeds
    }
    #expect(Set(whole).count == 10)
    #expect(shares.map(\.count) == [4, 3, 3])
    #expect(shares[0] == [whole[0], whole[3], whole[6], whole[9]])
    #expect(Set(shares.joined()) == Set(whole))
    // A longer run starts with the cases of a shorter one from the same base seed.
    let longer = FuzzConfiguration(["TRELLIS_FUZZ_CASES": "20"], defaultCases: 1).caseSeeds
    #expect(Array(longer.prefix(10)) == whole)
  }

  @Test(arguments: [
    ("TRELLIS_FUZZ_CASES", "many"), ("TRELLIS_FUZZ_CASES", "-1"), ("TRELLIS_FUZZ_SEED", "0x1"),
    ("TRELLIS_FUZZ_REPLAY", "seven"), ("TRELLIS_FUZZ_REPORTS", "all"),
    ("TRELLIS_FUZZ_SHARD", "2/2"), ("TRELLIS_FUZZ_SHARD", "1"), ("TRELLIS_FUZZ_TAMPER", "yes"),
  ])
  func aKnobThatCannotBeReadIsAProblemNotADefault(name: String, value: String) {
    let configuration = FuzzConfiguration([name: value], defaultCases: 5)
    #expect(configuration.problems == ["\(name)=\(value) is not \(Self.expected[name]!)"])
  }

  private static let expected = [
    "TRELLIS_FUZZ_CASES": "a number of cases (0 or more)",
    "TRELLIS_FUZZ_SEED": "a seed (a whole number) or random",
    "TRELLIS_FUZZ_REPLAY": "a case's seed (a whole number)",
    "TRELLIS_FUZZ_REPORTS": "a number of reports (0 or more)",
    "TRELLIS_FUZZ_SHARD": "a share i/n with 0 <= i < n", "TRELLIS_FUZZ_TAMPER": "0, 1 or trap",
  ]

  @Test func theKnobsAreRead() {
    let configuration = FuzzConfiguration(
      [
        "TRELLIS_FUZZ_CASES": "7", "TRELLIS_FUZZ_SEED": "42", "TRELLIS_FUZZ_REPORTS": "1",
        "TRELLIS_FUZZ_TAMPER": "1",
      ], defaultCases: 5)
    #expect(configuration.problems.isEmpty)
    #expect(configuration.cases == 7)
    #expect(configuration.baseSeed == 42)
    #expect(configuration.printsSeed)
    #expect(configuration.maxReported == 1)
    #expect(configuration.tampering == .world)
    #expect(configuration.caseSeeds.count == 7)
    let plain = FuzzConfiguration([:], defaultCases: 5)
    #expect(plain.cases == 5 && plain.baseSeed == FuzzConfiguration.fixedBaseSeed)
    #expect(!plain.printsSeed && plain.tampering == nil && plain.shard == nil)
    let replay = FuzzConfiguration(["TRELLIS_FUZZ_REPLAY": "99"], defaultCases: 5)
    #expect(replay.caseSeeds == [99])
  }
}
