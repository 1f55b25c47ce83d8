/// How the lists in a view hierarchy look. As on Apple's platforms, the styles are the
/// built-in ones only.
///
/// What differs here: in the grouped styles (`.grouped`, `.insetGrouped`) a section's
/// header scrolls away with its rows, while in the others (`.automatic`, `.plain`,
/// `.inset`, `.sidebar`, `.bordered`) the header of the section at the top stays in view,
/// as in Apple's plain lists. The terminal runs every style's rows edge to edge. GTK draws
/// GNOME's looks instead of Apple's: `.plain` and `.sidebar` as one flat band with a line
/// between rows, as a plain `GtkListBox`; the others as GNOME's boxed lists, a rounded box
/// per section inset from the list's edges, whose headers scroll away with their boxes.
@MainActor @preconcurrency
public protocol ListStyle {
  /// Which built-in look this is; Trellis's own styles provide it.
  var _listStyleKind: _ListStyleKind { get }
}

/// A built-in list look. It has no public initialiser: only Trellis's styles make one.
public struct _ListStyleKind: Equatable, Sendable {
  enum Look: Equatable, Sendable {
    case automatic, plain, inset, insetGrouped, grouped, sidebar, bordered
  }
  let look: Look

  /// Whether sections are drawn as groups whose headers scroll with their rows.
  var isGrouped: Bool { look == .grouped || look == .insetGrouped }
  /// How a host that groups rows (GTK) groups this list's: the plain look and the
  /// sidebar's on one flat band, edge to edge; every other look in GNOME's boxes.
  var rowGroupStyle: _RowGroupStyle { look == .plain || look == .sidebar ? .flat : .boxed }
}

/// The platform's default list style: a plain list here.
public struct DefaultListStyle: ListStyle {
  /// The default list style.
  public init() {}
  /// The default look.
  public var _listStyleKind: _ListStyleKind { .init(look: .automatic) }
}

/// Rows edge to edge, section headers pinned while their rows scroll.
public struct PlainListStyle: ListStyle {
  /// The plain list style.
  public init() {}
  /// The plain look.
  public var _listStyleKind: _ListStyleKind { .init(look: .plain) }
}

/// Rows inset from the list's edges (drawn as a plain list here).
public struct InsetListStyle: ListStyle {
  /// The inset list style.
  public init() {}
  /// The inset look.
  public var _listStyleKind: _ListStyleKind { .init(look: .inset) }
}

/// Sections as inset groups, their headers scrolling with their rows.
public struct InsetGroupedListStyle: ListStyle {
  /// The inset grouped list style.
  public init() {}
  /// The inset grouped look.
  public var _listStyleKind: _ListStyleKind { .init(look: .insetGrouped) }
}

/// Sections as groups, their headers scrolling with their rows.
public struct GroupedListStyle: ListStyle {
  /// The grouped list style.
  public init() {}
  /// The grouped look.
  public var _listStyleKind: _ListStyleKind { .init(look: .grouped) }
}

/// A sidebar's list (drawn as a plain list here).
public struct SidebarListStyle: ListStyle {
  /// The sidebar list style.
  public init() {}
  /// The sidebar look.
  public var _listStyleKind: _ListStyleKind { .init(look: .sidebar) }
}

/// A list with a border, as on macOS (drawn as a plain list here).
public struct BorderedListStyle: ListStyle {
  /// The bordered list style.
  public init() {}
  /// The bordered look.
  public var _listStyleKind: _ListStyleKind { .init(look: .bordered) }
}

extension ListStyle where Self == DefaultListStyle {
  /// The platform's default list style.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
  /// Rows edge to edge, section headers pinned.
  public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == InsetListStyle {
  /// Rows inset from the list's edges.
  public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  /// Sections as inset groups.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
  /// Sections as groups.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
  /// A sidebar's list.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
extension ListStyle where Self == BorderedListStyle {
  /// A list with a border.
  public static var bordered: BorderedListStyle { BorderedListStyle() }
}

extension View {
  /// Sets the style of the lists in this view. The innermost style set wins.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    let kind = style._listStyleKind
    return modifier(_EnvironmentModifier { $0.listStyle = kind })
  }
}

private struct ListStyleKey: EnvironmentKey {
  static var defaultValue: _ListStyleKind { .init(look: .automatic) }
}

extension EnvironmentValues {
  /// The look `.listStyle(_:)` set for lists here.
  var listStyle: _ListStyleKind {
    get { self[ListStyleKey.self] }
    set { self[ListStyleKey.self] = newValue }
  }
}
