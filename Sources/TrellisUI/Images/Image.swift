import Foundation

/// A view that shows an image. On Linux this is a system symbol: the SF Symbols names apps
/// use (`plus`, `trash`, `star.fill`, `chevron.right`...) drawn from one table: in the
/// terminal as a glyph one column wide, in GTK as the icon theme's symbolic icon (`plus` is
/// `list-add-symbolic`). See <doc:SymbolImages> for the table and what an unknown name draws.
///
/// A symbol follows its surroundings as Apple's do: its size the font's
/// (`font(_:)`, `imageScale(_:)`), its colour the foreground (`foregroundStyle(_:)`), its
/// variant `symbolVariant(_:)`.
///
/// ```swift
/// HStack {
///   Image(systemName: "trash")
///   Image(systemName: "star").symbolVariant(.fill).foregroundStyle(.orange)
/// }
/// ```
///
/// Its accessibility label is read from its name (`trash.fill` is "trash",
/// `square.and.arrow.up` "square and arrow up") unless `accessibilityLabel(_:)` gives one.
public struct Image: Equatable, Sendable {
  /// The symbol's name as given.
  let systemName: String

  /// The system symbol named `systemName` (an SF Symbols name). An unknown name draws a
  /// placeholder, and a warning names it once.
  /// - Parameter systemName: The symbol's name.
  public init(systemName: String) {
    self.systemName = systemName
  }

  /// The system symbol named `systemName`; a variable value is not shown here (symbols are
  /// drawn whole).
  /// - Parameters:
  ///   - systemName: The symbol's name.
  ///   - variableValue: How much of a variable symbol is filled, from 0 to 1.
  public init(systemName: String, variableValue: Double?) {
    self.init(systemName: systemName)
  }

  /// What assistive technologies call the symbol: its name's words without its variants
  /// (`person.crop.circle.fill` is "person crop circle").
  var spokenName: String {
    systemName.split(separator: ".").filter { $0 != "fill" }.joined(separator: " ")
  }
}

extension Image: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { .list([]) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .layout(_SymbolLayout(image: self)) }
}

extension Image: View {
  public typealias Body = Never
}

/// A symbol's leaf: as large as the host draws it for its font and scale.
struct _SymbolLayout: _Layout {
  let image: Image

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    context.measurer.size(of: _SymbolItem(image, in: context.environment).measured)
  }

  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    [(frame, .symbol(_SymbolItem(image, in: context.environment)))]
  }
}

extension _SymbolItem {
  /// The symbol `image` names, as its environment draws it.
  @MainActor init(_ image: Image, in environment: EnvironmentValues) {
    let font = environment.font
    let resolved = environment.symbolVariants.name(for: image.systemName)
    let entry = _SymbolCatalog.entry(for: resolved) ?? _SymbolCatalog.entry(for: image.systemName)
    if entry == nil { _SymbolWarnings.warnUnknown(image.systemName) }
    let shown = entry ?? _SymbolCatalog.placeholder
    self.init(
      name: entry == nil ? image.systemName : resolved, glyph: shown.glyph, icon: shown.icon,
      isKnown: entry != nil, font: font?.style, pointSize: font?.size,
      scale: environment.imageScale, color: environment.foregroundColor,
      isSecondary: environment.emphasis.secondary, isEnabled: environment.isEnabled)
  }
}

/// The unknown symbol names already warned about: each is named once a run, however often
/// it is laid out.
@MainActor enum _SymbolWarnings {
  private static var warned: Set<String> = []

  static func warnUnknown(_ name: String) {
    guard warned.insert(name).inserted else { return }
    _RuntimeWarnings.warn("unknown-symbol-\(name)") {
      "[Trellis] No symbol named \"\(name)\" in the symbol table; Image(systemName:) draws a "
        + "placeholder for it"
    }
  }
}
