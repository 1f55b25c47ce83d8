import Foundation

/// How prominent a section's header is drawn.
public enum Prominence: Hashable, Sendable {
  /// The list's usual header.
  case standard
  /// A header that stands out more: larger than the usual one (GTK draws it in the type
  /// ramp's `.title3`; the terminal's cells, one size, draw it bold as any header).
  case increased
}

private struct HeaderProminenceKey: EnvironmentKey {
  static var defaultValue: Prominence { .standard }
}

extension EnvironmentValues {
  /// How prominent the headers of sections in this view are; `.standard` by default.
  public var headerProminence: Prominence {
    get { self[HeaderProminenceKey.self] }
    set { self[HeaderProminenceKey.self] = newValue }
  }
}

extension View {
  /// Draws the headers of sections in this view at `prominence`: `.increased` sets them in a
  /// larger font than a list's usual headers.
  ///
  /// - Parameter prominence: How much the headers stand out.
  public func headerProminence(_ prominence: Prominence) -> some View {
    environment(\.headerProminence, prominence)
  }
}
