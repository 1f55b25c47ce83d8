import Testing
import TrellisCombine

/// `Result.Publisher`'s own overloads answer at once, passing a failure through.
@Suite struct ResultPublisherOperatorsTests {
  private let success = Result<Int, TestError>.Publisher(5)
  private let failure = Result<Int, TestError>.Publisher(TestError(code: 9))

  @Test func transformsMapTheSuccess() {
    #expect(success.map { $0 * 2 }.result == .success(10))
    #expect(failure.map { $0 * 2 }.result == .failure(TestError(code: 9)))
    #expect(success.collect().result == .success([5]))
    #expect(success.count().result == .success(1))
    #expect(success.reduce(1, +).result == .success(6))
    #expect(success.scan(1, +).result == .success(6))
    #expect(success.contains(5).result == .success(true))
    #expect(success.contains { $0 > 7 }.result == .success(false))
    #expect(success.allSatisfy { $0 > 0 }.result == .success(true))
    #expect(failure.allSatisfy { $0 > 0 }.result == .failure(TestError(code: 9)))
  }

  @Test func mapErrorAndReplaceErrorWorkOnTheFailure() {
    let renamed = failure.mapError { TestError(code: $0.code + 1) }
    #expect(renamed.result == .failure(TestError(code: 10)))
    let replaced: Result<Int, Never>.Publisher = failure.replaceError(with: 0)
    #expect(replaced.result == .success(0))
    #expect(success.replaceError(with: 0).result == .success(5))
  }

  @Test func throwingFormsEraseTheError() throws {
    #expect(try success.tryMap { $0 + 1 }.result.get() == 6)
    #expect(throws: TestError(code: 9)) { try failure.tryMap { $0 + 1 }.result.get() }
    #expect(throws: TestError(code: 2)) {
      try success.tryMap { _ -> Int in throw TestError(code: 2) }.result.get()
    }
    #expect(try success.tryContains { $0 == 5 }.result.get())
    #expect(try success.tryAllSatisfy { $0 == 5 }.result.get())
    #expect(try success.tryReduce(0, +).result.get() == 5)
    #expect(try success.tryScan(0, +).result.get() == 5)
  }

  @Test func throwingComparisonsCompareTheValueWithItself() throws {
    var pairs: [[Int]] = []
    let record: (Int, Int) throws -> Bool = { lhs, rhs in
      pairs.append([lhs, rhs])
      return true
    }
    #expect(try success.tryMin(by: record).result.get() == 5)
    #expect(try success.tryMax(by: record).result.get() == 5)
    #expect(try success.tryRemoveDuplicates(by: record).result.get() == 5)
    #expect(pairs == [[5, 5], [5, 5], [5, 5]])
    #expect(throws: TestError(code: 9)) { try failure.tryMin(by: record).result.get() }
    #expect(pairs.count == 3)
  }

  @Test func identityOperatorsReturnSelf() {
    #expect(success.min() == success)
    #expect(failure.max() == failure)
    #expect(success.min { $0 < $1 } == success)
    #expect(success.removeDuplicates() == success)
    #expect(success.first() == success)
    #expect(failure.last() == failure)
    #expect(failure.replaceEmpty(with: 1) == failure)
    #expect(failure.retry(3) == failure)
  }

  @Test func setFailureTypeKeepsTheValue() throws {
    let typed = Result<Int, Never>.Publisher(3).setFailureType(to: TestError.self)
    #expect(typed.result == .success(3))
  }

  @Test func ignoreOutputFinishesEvenForAFailure() {
    // Apple's quirk, matched: the failure is dropped and the stream finishes normally.
    let subscriber = TestSubscriber<Int, TestError>()
    failure.ignoreOutput().subscribe(subscriber)
    #expect(subscriber.isFinished)
    #expect(subscriber.failure == nil)
  }
}
