/// The fuzz test's own seeded generator (SplitMix64): one seed gives the same program and
/// the same edits on every machine and toolchain, so a failing seed replays exactly.
struct FuzzRandom {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<count`; `count` must be positive.
  mutating func below(_ count: Int) -> Int {
    precondition(count > 0, "below(\(count)): the range is empty")
    return Int(next().multipliedFullWidth(by: UInt64(count)).high)
  }

  /// A number in `range`.
  mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.count)
  }

  /// True `percent` times in a hundred.
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  /// One element of a non-empty array.
  mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }

  /// One of `choices`, each as likely as its weight.
  mutating func weighted<T>(_ choices: [(Int, T)]) -> T {
    var roll = below(choices.reduce(0) { $0 + $1.0 })
    for (weight, choice) in choices {
      if roll < weight { return choice }
      roll -= weight
    }
    return choices[choices.count - 1].1
  }
}
