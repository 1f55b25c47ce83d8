/// Whether something the system draws is shown: left to the system, shown, or hidden.
public enum Visibility: Hashable, CaseIterable, Sendable {
  /// The system decides.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}
