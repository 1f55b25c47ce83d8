import Testing
import TrellisCombine

/// `Publishers.Sequence`'s own overloads work on the sequence itself and return publishers
/// whose `.sequence` or result can be read.
@Suite struct SequenceOperatorsTests {
  private let numbers = [3, 1, 4, 1, 5].publisher

  @Test func transformsBuildANewSequence() {
    #expect(numbers.map { $0 * 10 }.sequence == [30, 10, 40, 10, 50])
    #expect(numbers.filter { $0 > 2 }.sequence == [3, 4, 5])
    #expect(numbers.compactMap { $0 > 2 ? "\($0)" : nil }.sequence == ["3", "4", "5"])
    #expect(numbers.scan(0, +).sequence == [3, 4, 8, 9, 14])
    #expect(numbers.removeDuplicates().sequence == [3, 1, 4, 1, 5])
    #expect([1, 1, 2, 2, 1].publisher.removeDuplicates().sequence == [1, 2, 1])
    #expect(["a", nil, "ü"].publisher.replaceNil(with: "-").sequence == ["a", "-", "ü"])
    #expect(numbers.prefix { $0 > 2 }.sequence == [3])
    #expect(Array(numbers.prefix(2).sequence) == [3, 1])
    #expect(Array(numbers.dropFirst(3).sequence) == [1, 5])
    #expect(Array(numbers.drop { $0 != 4 }.sequence) == [4, 1, 5])
    #expect(numbers.output(in: 1..<3).sequence == [1, 4])
  }

  @Test func reductionsAnswerAtOnce() throws {
    #expect(numbers.min() == Optional.Publisher(1))
    #expect(numbers.max() == Optional.Publisher(5))
    #expect(numbers.min(by: >) == Optional.Publisher(5))
    #expect([Int]().publisher.max() == Optional.Publisher(nil))
    #expect(numbers.first() == Optional.Publisher(3))
    #expect(numbers.last() == Optional.Publisher(5))
    #expect(numbers.first { $0 > 3 } == Optional.Publisher(4))
    #expect(numbers.last { $0 < 3 } == Optional.Publisher(1))
    #expect(numbers.output(at: 2) == Optional.Publisher(4))
    #expect(numbers.output(at: 9) == Optional.Publisher(nil))
    #expect(numbers.collect().result == .success([3, 1, 4, 1, 5]))
    #expect(numbers.reduce(0, +).result == .success(14))
    #expect(numbers.contains(4).result == .success(true))
    #expect(numbers.contains { $0 > 9 }.result == .success(false))
    #expect(numbers.allSatisfy { $0 > 0 }.result == .success(true))
    #expect(try numbers.tryReduce(0, +).result.get() == 14)
    #expect(try numbers.tryContains { $0 == 1 }.result.get())
    #expect(try [Int]().publisher.tryAllSatisfy { _ in throw TestError() }.result.get())
    #expect(throws: TestError.self) {
      try numbers.tryAllSatisfy { _ in throw TestError() }.result.get()
    }
  }

  @Test func countIsAJustForRandomAccessCollections() {
    let count: Just<Int> = (0..<Int.max).publisher.count()
    #expect(count == Just(Int.max))
    let lazyCount = [1, 2, 3, 4].lazy.filter { $0.isMultiple(of: 2) }.publisher.count()
    #expect(lazyCount.result == .success(2))
    let typed = [1, 2].publisher.setFailureType(to: TestError.self).count()
    #expect(typed.result == .success(2))
  }

  @Test func prependAndAppendKeepTheCollectionType() {
    let text = "llo".publisher
    let greeting: Publishers.Sequence<String, Never> = text.prepend("h", "e")
    #expect(greeting.sequence == "hello")
    #expect(text.append(" wörld").sequence == "llo wörld")
    #expect(text.prepend("he".publisher).sequence == "hello")
    #expect(text.append("!".publisher).sequence == "llo!")
    #expect([2, 3].publisher.prepend([0, 1]).sequence == [0, 1, 2, 3])
  }

  @Test func setFailureTypeKeepsTheSequence() {
    let typed: Publishers.Sequence<[Int], TestError> = [7].publisher.setFailureType(
      to: TestError.self)
    #expect(typed.sequence == [7])
  }

  @Test func ignoreOutputIsAnEmpty() {
    #expect(numbers.ignoreOutput().completeImmediately)
  }

  @Test func theResultsStillPublish() {
    let subscriber = TestSubscriber<Int, Never>()
    numbers.filter { $0 != 1 }.map { $0 * 2 }.subscribe(subscriber)
    #expect(subscriber.values == [6, 8, 10])
    #expect(subscriber.isFinished)
  }
}
