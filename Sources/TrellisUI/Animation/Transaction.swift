import Dispatch

/// The context of a change: the animation it would run with, whether animations are
/// disabled, and what to run when the change's animations complete.
///
/// `withAnimation` and `withTransaction` make one for the changes in their body. Trellis
/// applies every change at once (see <doc:PlatformOnlyAndAnimationAPI>), so the animation
/// is carried for a host that may animate later, and completions run after the update that
/// applies the change.
public struct Transaction {
  /// The animation the changes would run with; `nil` for none.
  public var animation: Animation?
  /// Whether animations set on views (`.animation(_:value:)`) are ignored for these changes.
  public var disablesAnimations = false
  /// Whether the change is one of a continuous series, such as a drag's.
  public var isContinuous = false
  /// Run once the change's animations are complete.
  var completions: [() -> Void] = []

  /// A transaction with no animation.
  public init() {}

  /// A transaction with `animation`.
  /// - Parameter animation: The animation the changes would run with.
  public init(animation: Animation?) { self.animation = animation }

  /// Adds `completion`, to run exactly once when the animations of this transaction's
  /// changes are complete: in Trellis, after the update that applies them.
  ///
  /// - Parameters:
  ///   - criteria: When an animation counts as complete; every criterion is met as soon as
  ///     the change is applied.
  ///   - completion: What to run.
  public mutating func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete,
    _ completion: @escaping () -> Void
  ) {
    completions.append(completion)
  }
}

/// When an animation counts as finished, for an animation's completion.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  private let finishesInTail: Bool

  /// The animation reached its target, though it may still be settling.
  public static let logicallyComplete = AnimationCompletionCriteria(finishesInTail: false)
  /// The animation is over entirely.
  public static let removed = AnimationCompletionCriteria(finishesInTail: true)
}

/// Runs `body` with `transaction` as the context of the changes it makes, and returns what
/// it returns.
///
/// The changes apply at once; the transaction's completions run after the update that
/// applies them, once each, even when `body` throws.
///
/// - Parameters:
///   - transaction: The changes' context.
///   - body: The changes.
/// - Returns: What `body` returns.
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  defer { _AnimationCompletions.schedule(transaction.completions) }
  return try _CurrentTransaction.$value.withValue(_TransactionBox(transaction)) {
    try body()
  }
}

/// Runs `body` with one property of the current transaction set to `value`, and returns
/// what it returns.
///
/// - Parameters:
///   - keyPath: The transaction's property to set.
///   - value: Its value for these changes.
///   - body: The changes.
/// - Returns: What `body` returns.
public func withTransaction<Result, Value>(
  _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
  var transaction = _CurrentTransaction.value?.transaction ?? Transaction()
  transaction.completions = []
  transaction[keyPath: keyPath] = value
  return try withTransaction(transaction, body)
}

/// The transaction of the changes being made now, if a `withTransaction` set one.
enum _CurrentTransaction {
  @TaskLocal static var value: _TransactionBox?
}

/// Carries a transaction through a task-local value (closures make it non-sendable).
final class _TransactionBox: @unchecked Sendable {
  // Read only on the thread that set it, while its body runs.
  let transaction: Transaction
  init(_ transaction: Transaction) { self.transaction = transaction }
}

/// Runs animation completions once the changes made so far are applied: after the update
/// pass they scheduled, which was queued on the main queue before them.
enum _AnimationCompletions {
  private struct Batch: @unchecked Sendable {
    // Handed to the main queue once and run there.
    let completions: [() -> Void]
  }

  static func schedule(_ completions: [() -> Void]) {
    guard !completions.isEmpty else { return }
    let batch = Batch(completions: completions)
    DispatchQueue.main.async {
      for completion in batch.completions { completion() }
    }
  }
}
