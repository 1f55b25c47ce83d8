import Testing
import TrellisCombine

/// `Just`'s own overloads answer at once and return concrete publishers whose fields can be
/// read and compared, as code written against Apple's Combine does.
@Suite struct JustOperatorsTests {
  @Test func transformsReturnAJust() {
    let label: Just<String> = Just(42).map { "#\($0)" }
    #expect(label.output == "#42")
    #expect(Just(3).map { $0 * 2 } == Just(6))
    #expect(Just([1, 2]).collect() == Just([[1, 2]]))
    #expect(Just("x").count() == Just(1))
  }

  @Test func closuresRunWhenTheOperatorIsApplied() {
    var calls = 0
    let mapped = Just(1).map { value -> Int in
      calls += 1
      return value + 1
    }
    #expect(calls == 1)
    #expect(mapped.output == 2)
  }

  @Test func selectionsReturnAnOptionalPublisher() {
    #expect(Just(5).filter { $0 > 3 } == Optional.Publisher(5))
    #expect(Just(5).filter { $0 > 9 } == Optional.Publisher(nil))
    #expect(Just(5).dropFirst() == Optional.Publisher(nil))
    #expect(Just(5).dropFirst(0) == Optional.Publisher(5))
    #expect(Just(5).drop { $0 == 5 } == Optional.Publisher(nil))
    #expect(Just(5).first { $0 == 5 } == Optional.Publisher(5))
    #expect(Just(5).last { $0 == 4 } == Optional.Publisher(nil))
    #expect(Just(5).prefix(0) == Optional.Publisher(nil))
    #expect(Just(5).prefix(2) == Optional.Publisher(5))
    #expect(Just(5).prefix { $0 < 0 } == Optional.Publisher(nil))
    #expect(Just(5).output(at: 0) == Optional.Publisher(5))
    #expect(Just(5).output(at: 3) == Optional.Publisher(nil))
    #expect(Just("٣").compactMap { Int($0) } == Optional.Publisher(nil))
    #expect(Just("3").compactMap { Int($0) } == Optional.Publisher(3))
  }

  @Test func outputInRangeLooksOnlyAtWhereTheRangeStarts() {
    #expect(Just(1).output(in: 0..<5) == Optional.Publisher(1))
    #expect(Just(1).output(in: 2...4) == Optional.Publisher(nil))
    #expect(Just(1).output(in: (-3)...) == Optional.Publisher(nil))
    // Apple's quirk, matched: an empty range that starts at 0 still publishes the value.
    #expect(Just(1).output(in: 0..<0) == Optional.Publisher(1))
  }

  @Test func identityOperatorsReturnTheSameJust() {
    var comparisons = 0
    let count: (Int, Int) -> Bool = { _, _ in
      comparisons += 1
      return true
    }
    #expect(Just(8).min() == Just(8))
    #expect(Just(8).max(by: count) == Just(8))
    #expect(Just(8).removeDuplicates(by: count) == Just(8))
    #expect(Just(8).first() == Just(8))
    #expect(Just(8).last() == Just(8))
    #expect(Just(8).replaceError(with: 0) == Just(8))
    #expect(Just(8).replaceEmpty(with: 0) == Just(8))
    #expect(Just(8).retry(3) == Just(8))
    #expect(comparisons == 0)
  }

  @Test func questionsReturnAJustOfBool() {
    #expect(Just("é").contains("é") == Just(true))
    #expect(Just("é").contains("e") == Just(false))
    #expect(Just(4).contains { $0.isMultiple(of: 2) } == Just(true))
    #expect(Just(3).allSatisfy { $0.isMultiple(of: 2) } == Just(false))
  }

  @Test func throwingFormsReturnAResultPublisher() throws {
    #expect(try Just(3).tryMap { $0 * 3 }.result.get() == 9)
    #expect(throws: TestError.self) { try Just(3).tryMap { _ in throw TestError() }.result.get() }
    #expect(try Just(3).tryContains { $0 > 2 }.result.get())
    #expect(try !Just(3).tryAllSatisfy { $0 > 5 }.result.get())
    #expect(try Just(3).tryReduce(1, *).result.get() == 3)
    #expect(try Just(3).tryScan(10, +).result.get() == 13)
    #expect(try Just(3).tryRemoveDuplicates { $0 == $1 }.result.get() == 3)
    #expect(throws: TestError.self) {
      try Just(3).tryRemoveDuplicates { _, _ in throw TestError() }.result.get()
    }
  }

  @Test func foldsAndFailureTypesReturnAResultPublisher() throws {
    #expect(Just(4).reduce(1, +).result == .success(5))
    #expect(Just(4).scan(1, +).result == .success(5))
    let typed: Result<Int, TestError>.Publisher = Just(4).setFailureType(to: TestError.self)
    #expect(try typed.result.get() == 4)
    let mapped: Result<Int, TestError>.Publisher = Just(4).mapError(toTestError)
    #expect(try mapped.result.get() == 4)
  }

  @Test func ignoreOutputIsAnEmptyThatFinishes() {
    let empty: Empty<Int, Never> = Just(4).ignoreOutput()
    #expect(empty.completeImmediately)
  }

  @Test func prependAndAppendBuildASequence() {
    #expect(Just(3).prepend(1, 2) == Publishers.Sequence(sequence: [1, 2, 3]))
    #expect(Just(3).prepend(1...2).sequence == [1, 2, 3])
    #expect(Just(1).append(2, 3) == Publishers.Sequence(sequence: [1, 2, 3]))
    #expect(Just(1).append(stride(from: 2, through: 3, by: 1)).sequence == [1, 2, 3])
  }

  @Test func theResultsPublishWhatTheGeneralOperatorWould() {
    let subscriber = TestSubscriber<Int, Never>()
    Just(10).filter { $0 > 5 }.map { $0 + 1 }.subscribe(subscriber)
    #expect(subscriber.values == [11])
    #expect(subscriber.isFinished)
  }

  @Test func aNegativeCountTraps() async {
    await #expect(processExitsWith: .failure) { _ = Just(1).dropFirst(-1) }
    await #expect(processExitsWith: .failure) { _ = Just(1).prefix(-1) }
    await #expect(processExitsWith: .failure) { _ = Just(1).output(at: -1) }
  }
}

/// The transform `mapError` needs on a publisher that cannot fail.
private func toTestError(_ impossible: Never) -> TestError {}
