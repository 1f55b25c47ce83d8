/// A system symbol as a host with its own drawing shows it: its icon and size (as the host
/// measured it), colour and name.
@_spi(TrellisHost) public struct HostSymbol: Equatable {
  /// The name drawn, variants applied (`star.fill`).
  @_spi(TrellisHost) public var name: String
  /// Whether the table knows the name; an unknown one shows the placeholder.
  @_spi(TrellisHost) public var isKnown: Bool
  /// What the host measured: its icon name, glyph, font and scale.
  @_spi(TrellisHost) public var measured: _MeasuredSymbol
  /// The colour set with `.foregroundStyle`/`.foregroundColor`; `nil` for the default.
  @_spi(TrellisHost) public var foreground: HostColor?
  /// Whether it is drawn less prominently (`.foregroundStyle(.secondary)`).
  @_spi(TrellisHost) public var isSecondary: Bool
}

extension HostElement {
  /// The symbol this element draws (an `Image(systemName:)`), if it is one.
  @_spi(TrellisHost) public var symbol: HostSymbol? {
    guard let image = node.view as? Image, let item = _SymbolItem(image, in: node.environment)
    else { return nil }
    return HostSymbol(item)
  }

  /// What an image is called when no `accessibilityLabel` names it: its symbol's words, or
  /// its label; `nil` for a decorative image and for other views.
  var imageName: String? { (node.view as? Image)?.spokenName }
}

extension HostSymbol {
  /// The symbol an item draws, as a host with its own drawing shows it.
  @_spi(TrellisHost) public init(_ item: _SymbolItem) {
    self.init(
      name: item.name, isKnown: item.isKnown, measured: item.measured,
      foreground: item.color.flatMap(HostColor.init), isSecondary: item.isSecondary)
  }

  /// Every freedesktop icon name the symbol table draws (without `-symbolic`), the
  /// placeholder's among them: a desktop host can check its icon theme has them.
  @_spi(TrellisHost) public static var tableIconNames: Set<String> {
    Set(_SymbolCatalog.entries.values.map(\.icon) + [_SymbolCatalog.placeholder.icon])
  }
}

extension HostElement {
  /// The symbol in a control's label (`Button { Label("Delete", systemImage: "trash") }`),
  /// for a host whose control draws its label itself; `nil` when the label has none.
  @_spi(TrellisHost) public var labelSymbol: HostSymbol? {
    guard node.control != nil, let item = node.labelSymbol else { return nil }
    return HostSymbol(item)
  }
}
