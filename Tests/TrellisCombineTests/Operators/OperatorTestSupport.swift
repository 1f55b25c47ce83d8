import Testing
import TrellisCombine

/// A publisher a test drives by hand. It records what its one subscriber asks for
/// (requests, the demand returned from each value, cancellation) and delivers whatever it
/// is told, demand or not, so a test can see what an operator asks of its upstream and
/// whether the operator itself holds back values the downstream did not ask for.
final class ManualPublisher<Output, Failure: Error>: Publisher {
  private final class Link: Subscription {
    weak var owner: ManualPublisher?
    init(_ owner: ManualPublisher) { self.owner = owner }
    func request(_ demand: Subscribers.Demand) { owner?.requests.append(demand) }
    func cancel() { owner?.cancelCount += 1 }
  }

  private var subscriber: AnySubscriber<Output, Failure>?
  private var link: Link?
  /// Every `request(_:)` made on the subscription, in order.
  private(set) var requests: [Subscribers.Demand] = []
  /// The demand returned by the subscriber from each delivered value, in order.
  private(set) var returnedDemands: [Subscribers.Demand] = []
  /// How many times the subscription was cancelled.
  private(set) var cancelCount = 0

  var isCancelled: Bool { cancelCount > 0 }
  /// Everything asked for so far, by requests and by returned demand.
  var totalDemand: Subscribers.Demand {
    (requests + returnedDemands).reduce(.none, +)
  }

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let link = Link(self)
    self.link = link
    self.subscriber = AnySubscriber(subscriber)
    subscriber.receive(subscription: link)
  }

  /// Delivers `value`, ignoring demand, and returns what the subscriber answered.
  @discardableResult func send(_ value: Output) -> Subscribers.Demand {
    guard let subscriber else { return .none }
    let demand = subscriber.receive(value)
    returnedDemands.append(demand)
    return demand
  }

  func send(completion: Subscribers.Completion<Failure>) {
    subscriber?.receive(completion: completion)
  }
}

/// An object whose release a leak check watches through a weak reference.

/// How a leak check ends the subscription.
enum LeakEnding: CaseIterable, CustomStringConvertible {
  case cancel
  case finish
  case fail

  var description: String {
    switch self {
    case .cancel: return "cancel"
    case .finish: return "finish"
    case .fail: return "fail"
    }
  }
}

/// Builds an operator chain on a subject with `build`, whose closures capture a token,
/// subscribes a sink, sends a value, ends the stream as `ending` says, and returns whether
/// the token was alive while subscribed and released once the stream ended.
func releasesCapturedToken<P: Publisher>(
  after ending: LeakEnding,
  _ build: (PassthroughSubject<Int, TestError>, LeakToken) -> P
) -> Bool {
  let subject = PassthroughSubject<Int, TestError>()
  weak var weakToken: LeakToken?
  var cancellable: AnyCancellable?
  do {
    let token = LeakToken()
    weakToken = token
    cancellable = build(subject, token).sink(receiveCompletion: { _ in }, receiveValue: { _ in })
  }
  let aliveWhileSubscribed = weakToken != nil
  subject.send(1)
  switch ending {
  case .cancel: cancellable?.cancel()
  case .finish: subject.send(completion: .finished)
  case .fail: subject.send(completion: .failure(TestError()))
  }
  let releasedAfterEnd = weakToken == nil
  withExtendedLifetime(cancellable) {}
  return aliveWhileSubscribed && releasedAfterEnd
}

/// A text stream that keeps what is written to it, shared by reference so a test sees the
/// writes made to a copy held by a publisher.
final class TextLog: TextOutputStream, @unchecked Sendable {
  private(set) var text = ""
  var lines: [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }
  func write(_ string: String) { text += string }
}

/// Checks what a debugger or a playground shows of an operator's subscription or subscriber,
/// as Apple's Combine shows it: its description, its playground description and the labels
/// of its mirror's children (`nil` when it must not customise its mirror).
func expectDescribed(
  _ value: Any, as name: String, children labels: [String]?,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect((value as? CustomStringConvertible)?.description == name, sourceLocation: sourceLocation)
  #expect(
    (value as? CustomPlaygroundDisplayConvertible)?.playgroundDescription as? String == name,
    sourceLocation: sourceLocation)
  if let labels {
    let mirror = (value as? CustomReflectable)?.customMirror
    #expect(mirror?.children.map(\.label) == labels.map { $0 }, sourceLocation: sourceLocation)
  } else {
    #expect(!(value is CustomReflectable), sourceLocation: sourceLocation)
  }
}
