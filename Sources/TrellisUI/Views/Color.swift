import Foundation

/// A colour. Cell hosts map it to the nearest colour the terminal supports.
public struct Color: Hashable, Sendable, ShapeStyle {
  /// Drawn by Trellis: a colour used as a view takes all the space it is offered and fills
  /// it (`Color.red.frame(height: 4)` is a red bar).
  public typealias Body = Never
  package enum Kind: Hashable, Sendable {
    case named(String)
    case rgb(red: Double, green: Double, blue: Double, opacity: Double)
  }
  package let kind: Kind

  /// A colour from red, green and blue components between 0 and 1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    kind = .rgb(red: red, green: green, blue: blue, opacity: opacity)
  }

  /// A grey of the given white level between 0 and 1.
  public init(white: Double, opacity: Double = 1) {
    kind = .rgb(red: white, green: white, blue: white, opacity: opacity)
  }

  init(named name: String) { kind = .named(name) }

  /// The default text colour; the terminal's own foreground in a cell host.
  public static let primary = Color(named: "primary")
  /// The colour of less important text; bright black (grey) in a cell host.
  public static let secondary = Color(named: "secondary")
  /// The app's accent colour; blue in a cell host.
  public static let accentColor = Color(named: "accent")
  /// Red.
  public static let red = Color(named: "red")
  /// Orange; yellow in a terminal's 16-colour palette.
  public static let orange = Color(named: "orange")
  /// Yellow.
  public static let yellow = Color(named: "yellow")
  /// Green.
  public static let green = Color(named: "green")
  /// Mint; green in a terminal's 16-colour palette.
  public static let mint = Color(named: "mint")
  /// Teal; cyan in a terminal's 16-colour palette.
  public static let teal = Color(named: "teal")
  /// Cyan.
  public static let cyan = Color(named: "cyan")
  /// Blue.
  public static let blue = Color(named: "blue")
  /// Indigo; blue in a terminal's 16-colour palette.
  public static let indigo = Color(named: "indigo")
  /// Purple; magenta in a terminal's 16-colour palette.
  public static let purple = Color(named: "purple")
  /// Pink; magenta in a terminal's 16-colour palette.
  public static let pink = Color(named: "pink")
  /// Brown; yellow in a terminal's 16-colour palette.
  public static let brown = Color(named: "brown")
  /// White.
  public static let white = Color(named: "white")
  /// Grey; bright black in a terminal's palette.
  public static let gray = Color(named: "gray")
  /// Black.
  public static let black = Color(named: "black")
  /// No colour; text coloured with it keeps the terminal's own foreground.
  public static let clear = Color(named: "clear")

  /// The opacity a named colour is drawn at (`Color.red.opacity(0.5)`); an RGB colour keeps
  /// its opacity in its components.
  package private(set) var namedOpacity: Double = 1

  /// This colour with its opacity multiplied by `opacity` (clamped to 0...1), as Apple's:
  /// `Color.red.opacity(0.5).opacity(0.5)` is a quarter opaque.
  public func opacity(_ opacity: Double) -> Color {
    let factor = opacity.isNaN ? 0 : min(1, max(0, opacity))
    switch kind {
    case .rgb(let red, let green, let blue, let own):
      return Color(red: red, green: green, blue: blue, opacity: own * factor)
    case .named:
      var color = self
      color.namedOpacity *= factor
      return color
    }
  }

  /// How opaque the colour is, from 0 (not drawn) to 1.
  package var alpha: Double {
    if case .rgb(_, _, _, let opacity) = kind { return opacity }
    return namedOpacity
  }

  /// Whether nothing of it is drawn: `clear`, or any colour at opacity 0.
  package var isInvisible: Bool { alpha == 0 || kind == .named("clear") }
}

extension Color: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { .list([]) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .layout(_FillLayout(color: self)) }
}

/// A colour used as a view fills what it is offered.
struct _FillLayout: _Layout {
  let color: Color
  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    proposal.replacingUnspecifiedDimensions(by: context.metrics.fillIdealSize)
  }

  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    let item = _ShapeItem(
      path: Path(CGRect(origin: .zero, size: frame.size)), paint: .fill(color, isEvenOdd: false),
      clips: _ShapeItem.clips(of: context.node, in: frame))
    return [(frame, .shape(item))]
  }
}

/// Something that can colour text and shapes: a ``Color``, or a hierarchical style.
public protocol ShapeStyle: Sendable {}

extension ShapeStyle where Self == Color {
  /// `Color.red`, for `foregroundStyle(.red)`.
  public static var red: Color { Color.red }
  /// `Color.blue`, for `foregroundStyle(.blue)`.
  public static var blue: Color { Color.blue }
  /// `Color.green`, for `foregroundStyle(.green)`.
  public static var green: Color { Color.green }
  /// `Color.orange`, for `foregroundStyle(.orange)`.
  public static var orange: Color { Color.orange }
  /// `Color.gray`, for `foregroundStyle(.gray)`.
  public static var gray: Color { Color.gray }
  /// `Color.white`, for `foregroundStyle(.white)`.
  public static var white: Color { Color.white }
  /// `Color.black`, for `foregroundStyle(.black)`.
  public static var black: Color { Color.black }
  /// `Color.accentColor`, for `foregroundStyle(.accentColor)`.
  public static var accentColor: Color { Color.accentColor }
  /// `Color.yellow`, for `foregroundStyle(.yellow)`.
  public static var yellow: Color { Color.yellow }
  /// `Color.mint`, for `foregroundStyle(.mint)`.
  public static var mint: Color { Color.mint }
  /// `Color.teal`, for `foregroundStyle(.teal)`.
  public static var teal: Color { Color.teal }
  /// `Color.cyan`, for `foregroundStyle(.cyan)`.
  public static var cyan: Color { Color.cyan }
  /// `Color.indigo`, for `foregroundStyle(.indigo)`.
  public static var indigo: Color { Color.indigo }
  /// `Color.purple`, for `foregroundStyle(.purple)`.
  public static var purple: Color { Color.purple }
  /// `Color.pink`, for `foregroundStyle(.pink)`.
  public static var pink: Color { Color.pink }
  /// `Color.brown`, for `foregroundStyle(.brown)`.
  public static var brown: Color { Color.brown }
  /// `Color.clear`, for `background(.clear)`.
  public static var clear: Color { Color.clear }
}

/// The primary, secondary and tertiary levels of the foreground style.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  let level: Int
  /// The first level: full emphasis.
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// The second level; dimmed in a cell host.
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// The third level; dimmed in a cell host.
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  /// The fourth level; dimmed in a cell host.
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  /// The fifth level; dimmed in a cell host.
  public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The primary level, for `foregroundStyle(.primary)`: text at full emphasis.
  public static var primary: HierarchicalShapeStyle { .primary }
  /// The secondary level, for `foregroundStyle(.secondary)`: dimmed text.
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// The tertiary level, for `foregroundStyle(.tertiary)`: dimmed text.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// The quaternary level, for `foregroundStyle(.quaternary)`: dimmed text.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  /// The quinary level, for `foregroundStyle(.quinary)`: dimmed text.
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension Color: View {}
