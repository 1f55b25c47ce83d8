import Foundation

/// One press's run, from the pointer going down to its release: every gesture under the
/// press follows it, and the run decides which act, as on Apple's platforms.
///
/// Gestures attached with `simultaneousGesture` act as they are recognized. The others
/// compete in order: `highPriorityGesture`s first (the outermost view's first), then the
/// rest from the innermost view out. The first that is not failed acts as its events come;
/// one below it waits, its actions queued, until those before it fail. The first to be
/// recognized (ended, or changed in a way that claims the pointer, as a drag that has moved)
/// with none before it still possible wins: the others are cancelled and their queues
/// dropped.
@MainActor
final class _PointerRun {
  @MainActor final class Candidate {
    let recognizer: _AnyRecognizer
    let context: _GestureContext
    let isSimultaneous: Bool
    var status = _AnyRecognizer.Status.possible
    /// Whether its actions ran: once they did, its later ones run whatever happens.
    var hasActed = false

    init(_ recognizer: _AnyRecognizer, context: _GestureContext, isSimultaneous: Bool) {
      self.recognizer = recognizer
      self.context = context
      self.isSimultaneous = isSimultaneous
    }

    var isLive: Bool { status == .possible || status == .changed }

    func flush() {
      hasActed = true
      let effects = context.effects
      context.effects = []
      for effect in effects { effect() }
    }

    func drop() {
      context.effects = []
      if isLive {
        status = .failed
        recognizer.cancel(context)
      }
    }
  }

  /// The competing gestures in order, then the simultaneous ones.
  let candidates: [Candidate]
  private var winner: Candidate?
  /// Whether a gesture ended and acted in this run.
  private(set) var didEnd = false
  /// Where the pointer was last.
  private(set) var location: CGPoint
  /// When the last event was.
  private(set) var time = Date.distantPast

  init(candidates: [Candidate], at location: CGPoint) {
    self.candidates = candidates
    self.location = location
  }

  /// Whether every gesture of the run is over.
  var isOver: Bool { !candidates.contains { $0.isLive } }

  /// When a gesture of the run next needs time to pass (a long press held).
  var wakeTime: Date? {
    candidates.lazy.filter(\.isLive).compactMap { $0.recognizer.wakeTime() }.min()
  }

  /// Feeds `event` to every live gesture and lets those that may act do so.
  func receive(_ event: _PointerEvent) {
    location = event.location
    time = event.time
    for candidate in candidates where candidate.isLive {
      candidate.status = candidate.recognizer.receive(event, candidate.context)
      // A release ends the run: what is not over by then failed.
      if event.kind == .up, candidate.isLive {
        candidate.status = .failed
        candidate.recognizer.cancel(candidate.context)
      }
    }
    arbitrate()
  }

  /// Ends the run without its gestures: the host lost the pointer.
  func cancel() {
    for candidate in candidates where candidate.isLive {
      candidate.status = .failed
      candidate.recognizer.cancel(candidate.context)
      if candidate.hasActed { candidate.flush() } else { candidate.context.effects = [] }
    }
  }

  private func arbitrate() {
    arbitrateCompeting()
    // Those alongside act after the winner, as they are recognized.
    for candidate in candidates where candidate.isSimultaneous { act(candidate) }
  }

  private func arbitrateCompeting() {
    if let winner {
      act(winner)
      return
    }
    let competing = candidates.filter { !$0.isSimultaneous }
    // Those that failed drop their queue, unless they acted before.
    for candidate in competing where candidate.status == .failed && !candidate.hasActed {
      candidate.context.effects = []
    }
    for candidate in competing where candidate.status == .failed && candidate.hasActed {
      candidate.flush()
    }
    guard let top = competing.first(where: { $0.status != .failed }) else { return }
    let recognized =
      top.status == .ended || (top.status == .changed && top.recognizer.claims())
    if recognized {
      winner = top
      for other in competing where other !== top { other.drop() }
    }
    act(top)
  }

  private func act(_ candidate: Candidate) {
    guard !candidate.context.effects.isEmpty || candidate.status == .ended else { return }
    if candidate.status == .ended { didEnd = true }
    candidate.flush()
  }
}
