extension View {
  /// Steps the view through `phases`, once each time `trigger` changes, building it with
  /// `content` for each phase; at rest, on the first phase.
  ///
  /// Each phase is shown at once and held for the duration of the animation that
  /// `animation` returns for it (see ``PhaseAnimator``).
  ///
  /// - Parameters:
  ///   - phases: The phases, at least one; the first is the one at rest.
  ///   - trigger: A value whose every change starts a run through the phases.
  ///   - content: Builds on this view (given as a placeholder) for a phase.
  ///   - animation: The animation of each phase, whose duration is how long it is shown.
  /// - Returns: The animated view.
  public func phaseAnimator<Phase: Equatable, Modified: View>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    PhaseAnimator(
      phases, trigger: trigger,
      content: { [self] phase in content(PlaceholderContentView(content: self), phase) },
      animation: animation)
  }

  /// Cycles the view through `phases` for as long as it is shown, building it with
  /// `content` for each phase.
  ///
  /// Each phase is shown at once and held for the duration of the animation that
  /// `animation` returns for it (see ``PhaseAnimator``): a pulsing indicator alternates.
  ///
  /// ```swift
  /// Text("●")
  ///   .phaseAnimator([1.0, 0.3]) { dot, opacity in
  ///     dot.opacity(opacity)
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - phases: The phases, at least one.
  ///   - content: Builds on this view (given as a placeholder) for a phase.
  ///   - animation: The animation of each phase, whose duration is how long it is shown.
  /// - Returns: The animated view.
  public func phaseAnimator<Phase: Equatable, Modified: View>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    PhaseAnimator(
      phases,
      content: { [self] phase in content(PlaceholderContentView(content: self), phase) },
      animation: animation)
  }
}
