extension View {
  /// Plays `keyframes` on the view from when it appears, again and again if `repeating`,
  /// building it with `content` for each value (see ``KeyframeAnimator``).
  ///
  /// - Parameters:
  ///   - initialValue: The value the keyframes start from.
  ///   - repeating: Whether the keyframes play again each time they end.
  ///   - content: Builds on this view (given as a placeholder) for a value.
  ///   - keyframes: The tracks, given the initial value.
  /// - Returns: The animated view.
  public func keyframeAnimator<Value, Modified: View, Path: Keyframes>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
  ) -> some View where Path.Value == Value {
    KeyframeAnimator(
      initialValue: initialValue, repeating: repeating,
      content: { [self] value in content(PlaceholderContentView(content: self), value) },
      keyframes: keyframes)
  }

  /// Plays `keyframes` on the view once each time `trigger` changes, building it with
  /// `content` for each value (see ``KeyframeAnimator``).
  ///
  /// - Parameters:
  ///   - initialValue: The value shown before the first change, which the keyframes start
  ///     from.
  ///   - trigger: A value whose every change plays the keyframes.
  ///   - content: Builds on this view (given as a placeholder) for a value.
  ///   - keyframes: The tracks, given the initial value.
  /// - Returns: The animated view.
  public func keyframeAnimator<Value, Modified: View, Path: Keyframes>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
  ) -> some View where Path.Value == Value {
    KeyframeAnimator(
      initialValue: initialValue, trigger: trigger,
      content: { [self] value in content(PlaceholderContentView(content: self), value) },
      keyframes: keyframes)
  }
}
