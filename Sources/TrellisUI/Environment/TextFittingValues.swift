import Foundation

// How a text makes room for itself: the space between its lines, and what it may give up
// (font size, letter spacing) before it is cut with "…". A pixel host (GTK) measures and
// draws with all three; the terminal's cells are one size and one width, so there a gap of
// a row or more becomes blank rows and the rest changes nothing.

extension EnvironmentValues {
  /// The points added between the lines of multiline text in this view; 0 by default.
  ///
  /// The terminal draws whole rows: a spacing of at least one row (16 points) leaves that
  /// many blank rows between lines, a smaller one leaves none.
  public var lineSpacing: CGFloat {
    get { text.lineSpacing }
    set { text.lineSpacing = newValue }
  }

  /// The fraction of its font size, from 0 to 1, text in this view may shrink to when it
  /// would otherwise be cut; 1 (never shrink) by default.
  ///
  /// GTK sets such text in a smaller font; the terminal cannot shrink a cell and cuts it.
  public var minimumScaleFactor: CGFloat {
    get { text.minimumScaleFactor }
    set { text.minimumScaleFactor = min(1, max(0, newValue)) }
  }

  /// Whether text in this view may set its letters slightly closer together to fit before
  /// it is cut; `false` by default.
  ///
  /// GTK narrows the letter spacing; the terminal's cells cannot, so it changes nothing
  /// there.
  public var allowsTightening: Bool {
    get { text.allowsTightening }
    set { text.allowsTightening = newValue }
  }
}

extension View {
  /// Adds `lineSpacing` points between the lines of multiline text in this view, from the
  /// bottom of one line to the top of the next (none after the last).
  ///
  /// ```swift
  /// Text("नमस्ते दुनिया, 你好世界, hello world")
  ///   .lineSpacing(8)
  /// ```
  ///
  /// - Parameter lineSpacing: The extra points between lines; the terminal turns each
  ///   whole 16 points into one blank row.
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    modifier(_EnvironmentModifier { $0.text.lineSpacing = lineSpacing })
  }

  /// Lets text in this view shrink its font down to `factor` of its size to fit its room
  /// before it is cut with "…".
  ///
  /// A text that fits as it is keeps its size; one that does not is set at the largest size
  /// that fits, and at `factor` of its size, still cut, when even that does not.
  ///
  /// - Parameter factor: The least fraction of the font size, from 0 to 1 (values outside
  ///   are clamped); 1 never shrinks.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    modifier(_EnvironmentModifier { $0.minimumScaleFactor = factor })
  }

  /// Lets text in this view set its letters slightly closer together to fit its room
  /// before it shrinks (``View/minimumScaleFactor(_:)``) or is cut, when `flag` is true.
  ///
  /// - Parameter flag: Whether the letters may come closer.
  public func allowsTightening(_ flag: Bool) -> some View {
    modifier(_EnvironmentModifier { $0.text.allowsTightening = flag })
  }
}
