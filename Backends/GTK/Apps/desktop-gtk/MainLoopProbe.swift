import Foundation
import TrellisUI

/// Hands work to the main loop the ways apps do (the main queue from another thread, a run
/// loop timer, a main-actor task, a block performed on the main run loop)
/// and reports how long each took to run.
@MainActor
final class MainLoopProbe: ObservableObject {
  @Published private(set) var report = "Nothing ran yet"

  func viaMainQueue() {
    let start = Date()
    DispatchQueue.global().async {
      DispatchQueue.main.async {
        MainActor.assumeIsolated { self.ran("main queue", since: start) }
      }
    }
  }

  func viaTimer() {
    let start = Date()
    _ = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: false) { _ in
      MainActor.assumeIsolated { self.ran("timer", since: start) }
    }
  }

  func viaTask() {
    let start = Date()
    Task.detached {
      await self.ran("task", since: start)
    }
  }

  /// The main queue's work performs a block on the main run loop (as Combine's
  /// `receive(on: RunLoop.main)` does).
  func viaRunLoop() {
    let start = Date()
    DispatchQueue.global().async {
      DispatchQueue.main.async {
        RunLoop.main.perform {
          MainActor.assumeIsolated { self.ran("run loop", since: start) }
        }
      }
    }
  }

  private func ran(_ way: String, since start: Date) {
    report = "\(way) ran after \(Int(Date().timeIntervalSince(start) * 1000)) ms"
  }
}
