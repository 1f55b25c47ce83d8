/// How many cases, from which seeds: read from the environment (and, for `trellis-fuzz`, its
/// command line), the same way in the test and in the runner.
///
/// - `TRELLIS_FUZZ_CASES=n` runs n cases (default: the caller's).
/// - `TRELLIS_FUZZ_SEED=s` starts from base seed s instead of the fixed one; `random` picks
///   one and prints it.
/// - `TRELLIS_FUZZ_REPLAY=c` runs only the case with seed c, as a failure prints it.
/// - `TRELLIS_FUZZ_REPORTS=k` shrinks and reports up to k failures (default 3); the rest are
///   counted.
package struct FuzzConfiguration {
  package static let fixedBaseSeed: UInt64 = 20_261_201

  package let baseSeed: UInt64
  package let cases: Int
  package let replay: UInt64?
  /// Whether the base seed was chosen (or given), so that a run should say which it was.
  package let printsSeed: Bool
  /// Failures shrunk and reported (shrinking takes a while); the others are only counted.
  package let maxReported: Int

  package init(_ environment: [String: String], defaultCases: Int) {
    cases = environment["TRELLIS_FUZZ_CASES"].flatMap { Int($0) } ?? defaultCases
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

  /// The seed of each case, in order: the replayed one alone, or `cases` drawn from the base
  /// seed (so a run of n cases is the start of any longer run from the same base).
  package var caseSeeds: [UInt64] {
    if let replay { return [replay] }
    var random = FuzzRandom(seed: baseSeed)
    return (0..<cases).map { _ in random.next() }
  }
}
