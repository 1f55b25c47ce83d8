import Foundation

/// A view that shows an image: a system symbol (`Image(systemName:)`) or an image from the
/// app's resources (`Image("logo")`, see <doc:ImagesFromResources>).
///
/// A system symbol is one of the SF Symbols names apps use (`plus`, `trash`, `star.fill`,
/// `chevron.right`...) drawn from one table: in the terminal as a glyph one column wide, in
/// GTK as the icon theme's symbolic icon (`plus` is `list-add-symbolic`). See
/// <doc:SymbolImages> for the table and what an unknown name draws.
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
  /// What the image shows: a symbol, or a named image from a bundle's resources.
  enum Source: Equatable, Sendable {
    case system(String)
    case resource(_ResourceImage)
  }

  var source: Source

  /// The symbol's name as given; `nil` for an image from resources.
  var systemName: String? {
    if case .system(let name) = source { return name }
    return nil
  }

  /// The image from resources this is, with how it is drawn; `nil` for a symbol.
  var resource: _ResourceImage? {
    if case .resource(let image) = source { return image }
    return nil
  }

  /// The system symbol named `systemName` (an SF Symbols name). An unknown name draws a
  /// placeholder, and a warning names it once.
  /// - Parameter systemName: The symbol's name.
  public init(systemName: String) {
    source = .system(systemName)
  }

  /// The system symbol named `systemName`; a variable value is not shown here (symbols are
  /// drawn whole).
  /// - Parameters:
  ///   - systemName: The symbol's name.
  ///   - variableValue: How much of a variable symbol is filled, from 0 to 1.
  public init(systemName: String, variableValue: Double?) {
    self.init(systemName: systemName)
  }

  /// What assistive technologies call the image: a symbol's name's words without its
  /// variants (`person.crop.circle.fill` is "person crop circle"), an image's label (its
  /// name unless one was given); `nil` for a decorative image, which they skip.
  var spokenName: String? {
    switch source {
    case .system(let name):
      return name.split(separator: ".").filter { $0 != "fill" }.joined(separator: " ")
    case .resource(let image):
      return image.label
    }
  }
}

extension Image: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { .list([]) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    if let resource { return .layout(_BitmapLayout(image: resource)) }
    return .layout(_SymbolLayout(image: self))
  }
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
    guard let symbol = _SymbolItem(image, in: context.environment) else { return .zero }
    return context.measurer.size(of: symbol.measured)
  }

  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    guard let symbol = _SymbolItem(image, in: context.environment) else { return [] }
    return [(frame, .symbol(symbol))]
  }
}

extension _SymbolItem {
  /// The symbol `image` names, as its environment draws it.
  /// An image from resources is no symbol: `nil`.
  @MainActor init?(_ image: Image, in environment: EnvironmentValues) {
    guard let systemName = image.systemName else { return nil }
    let font = environment.font
    let resolved = environment.symbolVariants.name(for: systemName)
    let direction = environment.layoutDirection
    let entry =
      _SymbolCatalog.entry(for: _SymbolCatalog.drawnName(of: resolved, in: direction))
      ?? _SymbolCatalog.entry(for: _SymbolCatalog.drawnName(of: systemName, in: direction))
    if entry == nil { _SymbolWarnings.warnUnknown(systemName) }
    let shown = entry ?? _SymbolCatalog.placeholder
    self.init(
      name: entry == nil ? systemName : resolved, glyph: shown.glyph, icon: shown.icon,
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
