import Foundation
import Testing
import TrellisCombine

/// The TrellisCombine landing page's pipeline: a subject, three operators and a sink.
@Suite struct CombineOverviewExampleTests {
  @Test func thePipelineGreetsEachNonEmptyName() {
    let names = PassthroughSubject<String, Never>()
    var greetings: [String] = []
    var cancellables = Set<AnyCancellable>()
    names
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
      .map { "Hello, \($0)!" }
      .sink { greetings.append($0) }
      .store(in: &cancellables)

    names.send("  Ada ")
    names.send("   ")
    names.send("Grace")
    // greetings == ["Hello, Ada!", "Hello, Grace!"]

    cancellables.removeAll()
    names.send("Linus")
    // Still two greetings: releasing the AnyCancellable cancelled the subscription.
    #expect(greetings == ["Hello, Ada!", "Hello, Grace!"])
  }

  @Test func valuesArriveSynchronouslyOnTheSendingThread() {
    let names = PassthroughSubject<String, Never>()
    var greetings: [String] = []
    let cancellable = names.map { "Hello, \($0)!" }.sink { greetings.append($0) }
    names.send("Ada")
    #expect(greetings == ["Hello, Ada!"])
    withExtendedLifetime(cancellable) {}
  }
}

extension CombineOverviewExampleTests {
  @Test func releasingTheCancellableEndsTheSubscription() {
    let names = PassthroughSubject<String, Never>()
    var greetings: [String] = []
    var cancellable: AnyCancellable? = names.sink { greetings.append($0) }
    names.send("Ada")
    cancellable = nil
    names.send("Grace")
    #expect(greetings == ["Ada"])
    #expect(cancellable == nil)
  }
}
