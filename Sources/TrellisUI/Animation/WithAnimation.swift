/// Runs `body`, whose changes would be animated with `animation`, and returns what it
/// returns.
///
/// Trellis applies the changes at once, in the next update as any change; the animation is
/// part of their ``Transaction`` for a host that may animate later.
///
/// ```swift
/// Button("Show details") {
///   withAnimation(.easeInOut) { isShowingDetails.toggle() }
/// }
/// ```
///
/// - Parameters:
///   - animation: The animation; `nil` for none.
///   - body: The changes.
/// - Returns: What `body` returns.
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body`, whose changes would be animated with `animation`, returns what it returns,
/// and runs `completion` once the animation is over.
///
/// The changes apply at once, so `completion` runs once, on the main queue, after the
/// update that applies them (also when `body` throws).
///
/// ```swift
/// withAnimation(.spring) {
///   isBannerShown = true
/// } completion: {
///   bannerAppearances += 1
/// }
/// ```
///
/// - Parameters:
///   - animation: The animation; `nil` for none.
///   - completionCriteria: When the animation counts as over.
///   - body: The changes.
///   - completion: What to run when the animation is over.
/// - Returns: What `body` returns.
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  var transaction = Transaction(animation: animation)
  transaction.addAnimationCompletion(criteria: completionCriteria, completion)
  return try withTransaction(transaction, body)
}
