import Testing
import TrellisCombine

@Suite struct FutureValueTests {
  @Test func returnsTheValueOfAFulfilledFuture() async {
    let future = Future<Int, Never> { $0(.success(3)) }
    let value: Int = await future.value
    #expect(value == 3)
    #expect(await future.value == 3)
  }

  @Test func throwingValueReturnsTheSuccess() async throws {
    let future = Future<String, TestError> { $0(.success("ok")) }
    #expect(try await future.value == "ok")
  }

  @Test func throwingValueThrowsTheFailure() async {
    let future = Future<Int, TestError> { $0(.failure(TestError(code: 2))) }
    await #expect(throws: TestError(code: 2)) { try await future.value }
  }

  @Test func waitsForAPromiseCalledLater() async {
    for round in 0..<100 {
      var promise: Future<Int, Never>.Promise?
      let future = Future<Int, Never> { promise = $0 }
      async let value = future.value
      promise?(.success(round))
      #expect(await value == round)
    }
  }

  @Test func everyAwaitingTaskGetsTheOneValue() async {
    var promise: Future<Int, TestError>.Promise?
    let future = Future<Int, TestError> { promise = $0 }
    await withTaskGroup(of: Int?.self) { group in
      for _ in 0..<50 {
        group.addTask { try? await future.value }
      }
      promise?(.success(11))
      promise?(.success(12))
      for await value in group { #expect(value == 11) }
    }
  }
}
