// Only where Apple's CoreTransferable is missing: see AppleExports.swift.
#if !canImport(Darwin)
  import Foundation

  /// A representation that lets values travel as another transferable type does: a contact
  /// as its name's `String`, a photo as its file's `URL`.
  ///
  /// Every representation of the proxy type becomes one of this type, in the proxy's order.
  ///
  /// ```swift
  /// ProxyRepresentation(exporting: \.title)
  /// ```
  public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>:
    TransferRepresentation
  {
    /// A leaf: it has no body.
    public typealias Body = Never
    let entries: [_TransferEntry<Item>]

    /// Exports values as the proxy value `exporting` makes, and makes values from a proxy
    /// value with `importing`.
    public init(
      exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
      importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item
    ) {
      entries = ProxyRepresentation._transferEntries.map {
        $0.mapped(exporting: exporting, importing: importing)
      }.filter { $0.exportedType != nil || $0.importedType != nil }
    }

    /// Exports values as the proxy value `exporting` makes; values are not made from it.
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
      entries = ProxyRepresentation._transferEntries.map {
        $0.mapped(exporting: exporting, importing: nil)
      }.filter { $0.exportedType != nil }
    }

    /// Makes values from a proxy value with `importing`; values are not exported as it.
    public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
      entries = ProxyRepresentation._transferEntries.map {
        $0.mapped(exporting: nil, importing: importing)
      }.filter { $0.importedType != nil }
    }

    /// The proxy's entries, carrying this type's values.
    public func _transferEntries() -> [_TransferEntry<Item>] { entries }
  }
#endif
