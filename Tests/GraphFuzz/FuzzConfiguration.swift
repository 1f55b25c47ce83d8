/// How many cases, from which seeds: read from the environment (and, for `trellis-fuzz`, its
/// command line), the same way in the test and in the runner.
///
/// - `TRELLIS_FUZZ_CASES=n` runs n cases (default: the caller's).
/// - `TRELLIS_FUZZ_SEED=s` starts from base seed s instead of the fixed one; `random` picks
///   one and prints it.
/// - `TRELLIS_FUZZ_REPLAY=c` runs only the case with seed c, as a failure prints it.
/// - `TRELLIS_FUZZ_REPORTS=k` shrinks and reports up to k failures (default 3); the rest are
///   counted.
/// - `TRELLIS_FUZZ_TAMPER=1` checks the harness itself: the expected state is made wrong
///   after each case's first step, so the cases that show it fail, shrink and are reported;
///   `trap` stops the process in each case's first step instead.
/// - `TRELLIS_FUZZ_SHARD=i/n` runs only every n-th of those cases, from the i-th (from 0):
///   `trellis-fuzz --jobs n` runs n processes so, one a core.
package struct FuzzConfiguration {
  package static let fixedBaseSeed: UInt64 = 20_261_201

  package let baseSeed: UInt64
  package let cases: Int
  package let replay: UInt64?
  /// Whether the base seed was chosen (or given), so that a run should say which it was.
  package let printsSeed: Bool
  /// Failures shrunk and reported (shrinking takes a while); the others are only counted.
  package let maxReported: Int
  /// Which share of the cases this process runs: the cases whose position in the run leaves
  /// `index` when divided by `count`.
  package let shard: (index: Int, count: Int)?
  /// How the harness checks itself, if it does (`TRELLIS_FUZZ_TAMPER`).
  package let tampering: FuzzTampering?

  /// Each variable that is set but cannot be read, as a sentence; the run should stop and
  /// say so rather than run other cases than the ones asked for.
  package private(set) var problems: [String] = []

  package init(_ environment: [String: String], defaultCases: Int) {
    var problems: [String] = []
    func read<T>(_ name: String, _ what: String, _ parse: (String) -> T?) -> T? {
      guard let text = environment[name] else { return nil }
      guard let value = parse(text) else {
        problems.append("\(name)=\(text) is not \(what)")
        return nil
      }
      return value
    }
    cases =
      read("TRELLIS_FUZZ_CASES", "a number of cases (0 or more)") { Int($0).filter { $0 >= 0 } }
      ?? defaultCases
    maxReported =
      read("TRELLIS_FUZZ_REPORTS", "a number of reports (0 or more)") { Int($0).filter { $0 >= 0 } }
      ?? 3
    replay = read("TRELLIS_FUZZ_REPLAY", "a case's seed (a whole number)") { UInt64($0) }
    shard = read("TRELLIS_FUZZ_SHARD", "a share i/n with 0 <= i < n", Self.shard)
    let seed = read("TRELLIS_FUZZ_SEED", "a seed (a whole number) or random") { text in
      text == "random" ? UInt64.random(in: 1...UInt64(UInt32.max)) : UInt64(text)
    }
    let tamper = read("TRELLIS_FUZZ_TAMPER", "0, 1 or trap") {
      ["0", "1", "trap"].contains($0) ? $0 : nil
    }
    tampering = tamper == "1" ? .world : tamper == "trap" ? .trap : nil
    baseSeed = seed ?? Self.fixedBaseSeed
    printsSeed = seed != nil
    self.problems = problems
  }

  /// The seed of each case, in order: the replayed one alone, or `cases` drawn from the base
  /// seed (so a run of n cases is the start of any longer run from the same base).
  package var caseSeeds: [UInt64] {
    if let replay { return [replay] }
    var random = FuzzRandom(seed: baseSeed)
    let seeds = (0..<cases).map { _ in random.next() }
    guard let shard else { return seeds }
    return seeds.indices.filter { $0 % shard.count == shard.index }.map { seeds[$0] }
  }

  /// `i/n`, with `0 <= i < n`.
  private static func shard(_ text: String) -> (index: Int, count: Int)? {
    let parts = text.split(separator: "/")
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
      count > 0, (0..<count).contains(index)
    else { return nil }
    return (index, count)
  }
}

/// How the harness checks itself: cases that must fail, to see that failures are caught,
/// shrunk and reported, or that stop the process, to see that a run names the case.
package enum FuzzTampering {
  /// The expected state is made wrong after the first step.
  case world
  /// The first step traps.
  case trap
}

extension Optional {
  /// The value if it passes `isIncluded`.
  fileprivate func filter(_ isIncluded: (Wrapped) -> Bool) -> Wrapped? {
    flatMap { isIncluded($0) ? $0 : nil }
  }
}
