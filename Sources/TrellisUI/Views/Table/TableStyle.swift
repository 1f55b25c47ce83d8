/// How the tables in a view hierarchy look. As on Apple's platforms, the styles are the
/// built-in ones only.
///
/// Each host draws a table as it draws a list: `.automatic` and `.inset` as a plain list
/// (the terminal's rows edge to edge; GTK's flat band with a line between rows), `.bordered`
/// as a bordered one (GTK's boxed list, whose header row scrolls away with its box).
@MainActor @preconcurrency
public protocol TableStyle {
  /// Which built-in look this is; Trellis's own styles provide it.
  var _tableStyleKind: _TableStyleKind { get }
}

/// A built-in table look. It has no public initialiser: only Trellis's styles make one.
public struct _TableStyleKind: Equatable, Sendable {
  enum Look: Equatable, Sendable { case automatic, inset, bordered }
  let look: Look
  /// Whether rows alternate their background (only recorded: the hosts draw every row
  /// alike).
  var alternatesRowBackgrounds = true

  /// The look of the list the table is drawn as.
  var listStyle: _ListStyleKind { .init(look: look == .bordered ? .bordered : .plain) }
}

/// The platform's default table style: `.inset` here.
public struct AutomaticTableStyle: TableStyle {
  /// The default table style.
  public init() {}
  /// The default look.
  public var _tableStyleKind: _TableStyleKind { .init(look: .automatic) }
}

/// Rows edge to edge below the header.
public struct InsetTableStyle: TableStyle {
  let alternates: Bool
  /// The inset table style.
  public init() { alternates = true }
  /// The inset table style, rows alternating their background or not.
  public init(alternatesRowBackgrounds: Bool) { alternates = alternatesRowBackgrounds }
  /// The inset look.
  public var _tableStyleKind: _TableStyleKind {
    .init(look: .inset, alternatesRowBackgrounds: alternates)
  }
}

/// Rows in a bordered box below the header.
public struct BorderedTableStyle: TableStyle {
  let alternates: Bool
  /// The bordered table style.
  public init() { alternates = true }
  /// The bordered table style, rows alternating their background or not.
  public init(alternatesRowBackgrounds: Bool) { alternates = alternatesRowBackgrounds }
  /// The bordered look.
  public var _tableStyleKind: _TableStyleKind {
    .init(look: .bordered, alternatesRowBackgrounds: alternates)
  }
}

extension TableStyle where Self == AutomaticTableStyle {
  /// The platform's default table style.
  public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
  /// Rows edge to edge below the header.
  public static var inset: InsetTableStyle { InsetTableStyle() }
  /// Rows edge to edge below the header, alternating their background or not.
  public static func inset(alternatesRowBackgrounds: Bool) -> InsetTableStyle {
    InsetTableStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
  }
}

extension TableStyle where Self == BorderedTableStyle {
  /// Rows in a bordered box below the header.
  public static var bordered: BorderedTableStyle { BorderedTableStyle() }
  /// Rows in a bordered box below the header, alternating their background or not.
  public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedTableStyle {
    BorderedTableStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
  }
}

extension View {
  /// Sets the style of the tables in this view. The innermost style set wins.
  public func tableStyle<S: TableStyle>(_ style: S) -> some View {
    let kind = style._tableStyleKind
    return modifier(_EnvironmentModifier { $0.tableStyle = kind })
  }
}

private struct TableStyleKey: EnvironmentKey {
  static var defaultValue: _TableStyleKind { .init(look: .automatic) }
}

extension EnvironmentValues {
  /// The look `.tableStyle(_:)` set for tables here.
  var tableStyle: _TableStyleKind {
    get { self[TableStyleKey.self] }
    set { self[TableStyleKey.self] = newValue }
  }
}
