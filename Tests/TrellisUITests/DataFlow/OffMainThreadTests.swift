import Dispatch
import Foundation
import Testing
import TrellisTesting
import TrellisUI

enum OffMainThreadFixtures {
  /// A model that a background task changes.
  final class Feed: ObservableObject, @unchecked Sendable {
    @Published var value = 0
  }

  /// Tells whether code runs on the main queue, by a marker set on the queue itself.
  enum MainQueue {
    private static let key = DispatchSpecificKey<UInt8>()
    private static let installed: Bool = {
      DispatchQueue.main.setSpecific(key: key, value: 1)
      return true
    }()

    static var isCurrent: Bool {
      _ = installed
      return DispatchQueue.getSpecific(key: key) != nil
    }
  }

  /// Records on which queue each body evaluation ran.
  @MainActor
  final class QueueLog {
    var evaluations: [Bool] = []
    func record() { evaluations.append(MainQueue.isCurrent) }
  }

  @MainActor
  struct FeedView: View {
    @ObservedObject var feed: Feed
    let log: QueueLog

    var body: some View {
      let _ = log.record()
      Text("Value: \(feed.value)")
    }
  }

  /// Changes `feed` from a task that is not on the main queue.
  static func publishInBackground(_ feed: Feed, value: Int) async -> Bool {
    await Task.detached {
      feed.value = value
      return !MainQueue.isCurrent
    }.value
  }

  /// Lets the main queue run what was queued on it so far.
  static func drainMainQueue() async {
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
  }

  /// Publishes twice from the background while hosted; returns whether both changes were
  /// applied.
  @MainActor
  static func publishTwiceFromBackground() async -> Bool {
    let feed = Feed()
    let host = ViewHost(FeedView(feed: feed, log: QueueLog()))
    var applied = true
    for value in 1...2 {
      _ = await publishInBackground(feed, value: value)
      await drainMainQueue()
      await host.nextUpdate()
      applied = applied && host.contains(text: "Value: \(value)")
    }
    return applied
  }
}

/// Changes published off the main thread are applied on the main queue, with Apple's warning.
@MainActor
@Suite struct OffMainThreadTests {
  typealias Fixtures = OffMainThreadFixtures

  // Apple: SwiftUI applies an ObservableObject change published from a background thread on
  // the main thread (bodies only ever run there), and warns.
  @Test func backgroundChangeIsAppliedOnTheMainQueue() async {
    let feed = Fixtures.Feed()
    let log = Fixtures.QueueLog()
    let host = ViewHost(Fixtures.FeedView(feed: feed, log: log))
    let evaluations = log.evaluations.count

    let wasInBackground = await Fixtures.publishInBackground(feed, value: 7)
    #expect(wasInBackground)
    await Fixtures.drainMainQueue()
    await host.nextUpdate()

    #expect(host.contains(text: "Value: 7"))
    #expect(log.evaluations.count == evaluations + 1)
    #expect(log.evaluations.allSatisfy { $0 })
  }

  // Apple: "Publishing changes from background threads is not allowed; make sure to publish
  // values from the main thread (via operators like receive(on:)) on model updates." is
  // printed as a runtime warning, and the program goes on.
  @Test func backgroundChangePrintsTheRuntimeWarning() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      let applied = await Fixtures.publishTwiceFromBackground()
      exit(applied ? EXIT_SUCCESS : EXIT_FAILURE)
    }
    let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      standardError.contains(
        "Publishing changes from background threads is not allowed; make sure to publish values "
          + "from the main thread (via operators like receive(on:)) on model updates."),
      "standard error: \(standardError)")
  }
}
