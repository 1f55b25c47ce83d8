import Testing
import TrellisCombine

/// `Optional.Publisher`'s own overloads answer at once on the wrapped value.
@Suite struct OptionalPublisherOperatorsTests {
  private let some = Optional.Publisher(6)
  private let none = Optional<Int>.Publisher(nil)

  @Test func transformsKeepTheOptionalShape() {
    #expect(some.map { "\($0)" } == Optional.Publisher("6"))
    #expect(none.map { "\($0)" } == Optional.Publisher(nil))
    #expect(some.compactMap { $0 > 5 ? $0 : nil } == Optional.Publisher(6))
    #expect(some.filter { $0 > 9 } == Optional.Publisher(nil))
    #expect(some.drop { $0 > 9 } == Optional.Publisher(6))
    #expect(some.first { $0 == 6 } == Optional.Publisher(6))
    #expect(some.last { $0 == 7 } == Optional.Publisher(nil))
    #expect(some.prefix { $0 == 6 } == Optional.Publisher(6))
    #expect(some.dropFirst() == Optional.Publisher(nil))
    #expect(some.dropFirst(0) == Optional.Publisher(6))
    #expect(some.prefix(0) == Optional.Publisher(nil))
    #expect(some.output(at: 0) == Optional.Publisher(6))
    #expect(some.output(at: 1) == Optional.Publisher(nil))
  }

  @Test func closuresDoNotRunForNil() {
    var calls = 0
    _ = none.map { value -> Int in
      calls += 1
      return value
    }
    _ = none.filter { _ in
      calls += 1
      return true
    }
    #expect(calls == 0)
    _ = some.map { value -> Int in
      calls += 1
      return value
    }
    #expect(calls == 1)
  }

  @Test func outputInRangeNeedsANonEmptyRangeFromZero() {
    #expect(some.output(in: 0..<3) == Optional.Publisher(6))
    #expect(some.output(in: 0...0) == Optional.Publisher(6))
    #expect(some.output(in: 0..<0) == Optional.Publisher(nil))
    #expect(some.output(in: 1..<3) == Optional.Publisher(nil))
    #expect(some.output(in: ..<1) == Optional.Publisher(6))
  }

  @Test func reductionsOfNilPublishNothing() {
    // Apple's quirks, matched: the general operators would publish 0, 2, true and false.
    #expect(none.count() == Optional.Publisher(nil))
    #expect(none.reduce(2, +) == Optional.Publisher(nil))
    #expect(none.scan(2, +) == Optional.Publisher(nil))
    #expect(none.allSatisfy { $0 > 0 } == Optional.Publisher(nil))
    #expect(none.contains(3) == Optional.Publisher(nil))
    #expect(none.contains { $0 > 0 } == Optional.Publisher(nil))
    #expect(none.collect() == Optional.Publisher([]))
  }

  @Test func reductionsOfAValue() {
    #expect(some.count() == Optional.Publisher(1))
    #expect(some.reduce(2, +) == Optional.Publisher(8))
    #expect(some.scan(2, +) == Optional.Publisher(8))
    #expect(some.allSatisfy { $0 > 0 } == Optional.Publisher(true))
    #expect(some.contains(6) == Optional.Publisher(true))
    #expect(some.contains { $0 < 0 } == Optional.Publisher(false))
    #expect(some.collect() == Optional.Publisher([6]))
  }

  @Test func identityOperatorsReturnSelf() {
    var comparisons = 0
    let compare: (Int, Int) -> Bool = { _, _ in
      comparisons += 1
      return true
    }
    for publisher in [some, none] {
      #expect(publisher.min() == publisher)
      #expect(publisher.max(by: compare) == publisher)
      #expect(publisher.removeDuplicates() == publisher)
      #expect(publisher.first() == publisher)
      #expect(publisher.last() == publisher)
      #expect(publisher.replaceError(with: 0) == publisher)
      #expect(publisher.retry(2) == publisher)
    }
    #expect(comparisons == 0)
  }

  @Test func replaceEmptyGivesAJust() {
    #expect(some.replaceEmpty(with: 1) == Just(6))
    #expect(none.replaceEmpty(with: 1) == Just(1))
    #expect(none.ignoreOutput().completeImmediately)
  }

  @Test func invalidArgumentsTrap() async {
    await #expect(processExitsWith: .failure) { _ = Optional.Publisher(1).output(at: -1) }
    await #expect(processExitsWith: .failure) { _ = Optional.Publisher(1).prefix(-2) }
    await #expect(processExitsWith: .failure) { _ = Optional.Publisher(1).output(in: -1...3) }
    await #expect(processExitsWith: .failure) {
      _ = Optional.Publisher(1).output(in: 0..<(Int.max - 1))
    }
  }
}
