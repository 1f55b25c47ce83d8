import Foundation

/// What the Edit menu's Cut and Copy put away and Paste takes: the items a view copied, and
/// their text when it is known (a text field's). An app's windows share one; a host that
/// reaches the system's clipboard (GTK's, a terminal's by OSC 52) follows its changes.
@MainActor
@_spi(TrellisHost) public final class _Clipboard {
  /// The items on the clipboard, the latest copied.
  @_spi(TrellisHost) public private(set) var items: [NSItemProvider] = []
  /// Their text, when it is known: what a text field copied, or what a host read of the
  /// system's clipboard.
  @_spi(TrellisHost) public private(set) var text: String?
  /// Called after each change, so that a host can hand the text to the system's clipboard.
  @_spi(TrellisHost) public var didChange: ((_Clipboard) -> Void)?

  /// An empty clipboard.
  @_spi(TrellisHost) public init() {}

  /// Puts `text` on the clipboard, as plain text (and a URL when it is one).
  @_spi(TrellisHost) public func setText(_ text: String) {
    items = _InsertedItems.providers(forText: text)
    self.text = text
    didChange?(self)
  }

  /// Puts `items` on the clipboard; their text is unknown until read.
  @_spi(TrellisHost) public func setItems(_ items: [NSItemProvider]) {
    self.items = items
    text = nil
    didChange?(self)
  }

  /// The items that have a representation of one of `types`.
  func items(conformingTo types: [UTType]) -> [NSItemProvider] {
    items.filter { item in
      types.contains { type in item.hasItemConformingToTypeIdentifier(type.identifier) }
    }
  }
}
