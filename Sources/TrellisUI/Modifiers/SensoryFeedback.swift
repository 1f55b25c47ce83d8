/// A haptic (or other sensory) response a view asks the device for, with `sensoryFeedback`.
///
/// No Linux host has haptic hardware to play it on, so GTK and the terminal play nothing, as
/// a Mac without a Force Touch trackpad does; the request is still made at the moments
/// Apple's platforms make it, and tests read it (`ViewHost.playedFeedback`).
public struct SensoryFeedback: Hashable, Sendable {
  /// How heavy an impact feels.
  public struct Weight: Hashable, Sendable {
    let name: String
    /// A light object's impact.
    public static let light = Weight(name: "light")
    /// A medium object's impact.
    public static let medium = Weight(name: "medium")
    /// A heavy object's impact.
    public static let heavy = Weight(name: "heavy")
  }

  /// How hard an impact's object feels.
  public struct Flexibility: Hashable, Sendable {
    let name: String
    /// An object that does not give.
    public static let rigid = Flexibility(name: "rigid")
    /// An object that gives a little.
    public static let solid = Flexibility(name: "solid")
    /// An object that gives a lot.
    public static let soft = Flexibility(name: "soft")
  }

  enum Kind: Hashable, Sendable {
    case named(String)
    case impact(weight: Weight?, flexibility: Flexibility?, intensity: Double)
  }

  let kind: Kind

  /// A task or action succeeded.
  public static let success = SensoryFeedback(kind: .named("success"))
  /// A task or action produced a warning.
  public static let warning = SensoryFeedback(kind: .named("warning"))
  /// A task or action failed.
  public static let error = SensoryFeedback(kind: .named("error"))
  /// The selection changed.
  public static let selection = SensoryFeedback(kind: .named("selection"))
  /// A value went up.
  public static let increase = SensoryFeedback(kind: .named("increase"))
  /// A value went down.
  public static let decrease = SensoryFeedback(kind: .named("decrease"))
  /// An activity started.
  public static let start = SensoryFeedback(kind: .named("start"))
  /// An activity stopped.
  public static let stop = SensoryFeedback(kind: .named("stop"))
  /// A dragged item lined up with something.
  public static let alignment = SensoryFeedback(kind: .named("alignment"))
  /// A value crossed into another level (a pressure stage).
  public static let levelChange = SensoryFeedback(kind: .named("levelChange"))
  /// A physical impact, of medium weight at full intensity.
  public static let impact = SensoryFeedback.impact()

  /// A physical impact of an object of `weight`, at `intensity` (0 to 1).
  public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
    SensoryFeedback(kind: .impact(weight: weight, flexibility: nil, intensity: intensity))
  }

  /// A physical impact of an object of `flexibility`, at `intensity` (0 to 1).
  public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
    SensoryFeedback(kind: .impact(weight: nil, flexibility: flexibility, intensity: intensity))
  }
}

extension View {
  /// Asks for `feedback` each time `trigger` changes.
  ///
  /// ```swift
  /// Button("Save") { save() }
  ///   .sensoryFeedback(.success, trigger: savedCount)
  /// ```
  ///
  /// - Parameters:
  ///   - feedback: The feedback to play.
  ///   - trigger: The value whose changes play it.
  /// - Returns: A view that asks for feedback when `trigger` changes.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T)
    -> some View
  {
    sensoryFeedback(trigger: trigger) { _, _ in feedback }
  }

  /// Asks for `feedback` when `trigger` changes and `condition` says so for its old and new
  /// values.
  ///
  /// - Parameters:
  ///   - feedback: The feedback to play.
  ///   - trigger: The value whose changes may play it.
  ///   - condition: Whether a change from the old value to the new one plays it.
  /// - Returns: A view that asks for feedback on the changes `condition` picks.
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T,
    condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
  ) -> some View {
    sensoryFeedback(trigger: trigger) { old, new in condition(old, new) ? feedback : nil }
  }

  /// Asks for the feedback `feedback` gives for each change of `trigger`, if any.
  ///
  /// - Parameters:
  ///   - trigger: The value whose changes may play feedback.
  ///   - feedback: The feedback for a change from the old value to the new one, or `nil` for
  ///     none.
  /// - Returns: A view that asks for the feedback each change calls for.
  public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
  ) -> some View {
    modifier(_SensoryFeedbackModifier(trigger: trigger, feedback: feedback))
  }
}

struct _SensoryFeedbackModifier<T: Equatable>: ViewModifier {
  let trigger: T
  let feedback: (T, T) -> SensoryFeedback?
  @Environment(\._window) private var window

  func body(content: Content) -> some View {
    content.onChange(of: trigger) { old, new in
      guard let played = feedback(old, new), let window else { return }
      // Only the latest are kept: a slider's feedback on every step would grow it for the
      // window's life.
      if window.playedFeedback.count >= _WindowState.keptFeedback {
        window.playedFeedback.removeFirst()
      }
      window.playedFeedback.append(played)
    }
  }
}

extension HostCore {
  /// The sensory feedback the window's views asked for, oldest first.
  @_spi(TrellisHost) public var playedFeedback: [SensoryFeedback] { window.playedFeedback }
}
