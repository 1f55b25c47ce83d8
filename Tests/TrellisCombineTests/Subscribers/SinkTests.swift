import Testing
import TrellisCombine

private final class Target {
  var value = 0
}

@Suite struct SinkTests {
  @Test func receivesValuesAndCompletion() {
    var values: [Int] = []
    var completion: Subscribers.Completion<TestError>?
    let subject = PassthroughSubject<Int, TestError>()
    let token = subject.sink(
      receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
    subject.send(1)
    subject.send(completion: .failure(TestError()))
    #expect(values == [1])
    #expect(completion == .failure(TestError()))
    token.cancel()
  }

  @Test func droppingTheCancellableCancels() {
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    var token: AnyCancellable? = subject.sink { values.append($0) }
    subject.send(1)
    token = nil
    subject.send(2)
    #expect(values == [1])
    _ = token
  }

  @Test func closuresAreReleasedAfterCompletion() {
    weak var weakTarget: Target?
    let subject = PassthroughSubject<Int, Never>()
    var token: AnyCancellable?
    do {
      let target = Target()
      weakTarget = target
      token = subject.sink { target.value = $0 }
    }
    subject.send(completion: .finished)
    #expect(weakTarget == nil)
    _ = token
  }
}

@Suite struct AssignTests {
  @Test func writesEachValueToTheKeyPath() {
    let target = Target()
    let subject = PassthroughSubject<Int, Never>()
    let token = subject.assign(to: \.value, on: target)
    subject.send(3)
    #expect(target.value == 3)
    token.cancel()
    subject.send(4)
    #expect(target.value == 3)
  }

  @Test func releasesTheObjectOnCancelAndOnCompletion() {
    weak var weakTarget: Target?
    let subject = PassthroughSubject<Int, Never>()
    var token: AnyCancellable?
    do {
      let target = Target()
      weakTarget = target
      token = subject.assign(to: \.value, on: target)
    }
    #expect(weakTarget != nil)
    token?.cancel()
    #expect(weakTarget == nil)
  }
}
