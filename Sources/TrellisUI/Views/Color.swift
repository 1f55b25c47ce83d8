/// A colour. Cell hosts map it to the nearest colour the terminal supports.
public struct Color: Hashable, Sendable, ShapeStyle {
  public typealias Body = Never
  enum Kind: Hashable, Sendable {
    case named(String)
    case rgb(red: Double, green: Double, blue: Double, opacity: Double)
  }
  let kind: Kind

  /// A colour from red, green and blue components between 0 and 1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    kind = .rgb(red: red, green: green, blue: blue, opacity: opacity)
  }

  /// A grey of the given white level between 0 and 1.
  public init(white: Double, opacity: Double = 1) {
    kind = .rgb(red: white, green: white, blue: white, opacity: opacity)
  }

  init(named name: String) { kind = .named(name) }

  public static let primary = Color(named: "primary")
  public static let secondary = Color(named: "secondary")
  public static let accentColor = Color(named: "accent")
  public static let red = Color(named: "red")
  public static let orange = Color(named: "orange")
  public static let yellow = Color(named: "yellow")
  public static let green = Color(named: "green")
  public static let mint = Color(named: "mint")
  public static let teal = Color(named: "teal")
  public static let cyan = Color(named: "cyan")
  public static let blue = Color(named: "blue")
  public static let indigo = Color(named: "indigo")
  public static let purple = Color(named: "purple")
  public static let pink = Color(named: "pink")
  public static let brown = Color(named: "brown")
  public static let white = Color(named: "white")
  public static let gray = Color(named: "gray")
  public static let black = Color(named: "black")
  public static let clear = Color(named: "clear")

  /// The same colour at `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    if case .rgb(let red, let green, let blue, _) = kind {
      return Color(red: red, green: green, blue: blue, opacity: opacity)
    }
    return self
  }
}

extension Color: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { .list([]) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .layout(_FillLayout(color: self)) }
}

/// A colour used as a view fills what it is offered.
struct _FillLayout: _Layout {
  let color: Color
  func sizeThatFits(_ proposal: _ProposedSize, subviews: _Subviews, context: _LayoutContext)
    -> _Size
  {
    _Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
  }
}

/// Something that can colour text and shapes: a ``Color``, or a hierarchical style.
public protocol ShapeStyle: Sendable {}

extension ShapeStyle where Self == Color {
  public static var red: Color { Color.red }
  public static var blue: Color { Color.blue }
  public static var green: Color { Color.green }
  public static var orange: Color { Color.orange }
  public static var gray: Color { Color.gray }
  public static var white: Color { Color.white }
  public static var black: Color { Color.black }
  public static var accentColor: Color { Color.accentColor }
}

/// The primary, secondary and tertiary levels of the foreground style.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  let level: Int
  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

extension Color: View {}
