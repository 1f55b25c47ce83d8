@_spi(TrellisHost) import TrellisUI

extension ViewHost.Element {
  /// The symbol an `Image(systemName:)` draws, its variants applied (`star` under
  /// `.symbolVariant(.fill)` is `star.fill`); `nil` for other views.
  public var symbolName: String? { base.symbol?.name }
  /// Whether the symbol table knows the image's name; an unknown one draws a placeholder.
  public var isKnownSymbol: Bool? { base.symbol?.isKnown }
}

extension ViewHost {
  /// The images on screen that draw the symbol `name` (variants applied).
  public func images(systemName name: String) -> [Element] {
    elements.filter { $0.symbolName == name }
  }
}
