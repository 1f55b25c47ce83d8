// Only where Apple's CoreTransferable is missing: see AppleExports.swift.
#if !canImport(Darwin)
  import Foundation

  /// A representation of a `Codable` type as JSON of a content type of its own.
  ///
  /// Declare the content type (it should conform to `.json` or `.data`) and list this
  /// representation first, so that a receiver of the same app gets the whole value:
  ///
  /// ```swift
  /// static var transferRepresentation: some TransferRepresentation {
  ///   CodableRepresentation(contentType: .todo)
  /// }
  /// ```
  public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
    /// A leaf: it has no body.
    public typealias Body = Never
    let contentType: UTType

    /// Exports and imports values as JSON of `contentType`.
    /// - Parameters:
    ///   - type: The type of the values, when the compiler cannot tell it.
    ///   - contentType: The type of the JSON data.
    public init(for type: Item.Type = Item.self, contentType: UTType) {
      self.contentType = contentType
    }

    /// The JSON entry.
    public func _transferEntries() -> [_TransferEntry<Item>] {
      [
        _TransferEntry(
          exportedType: contentType, importedType: contentType,
          export: { .data(try JSONEncoder().encode($0)) },
          importer: { try JSONDecoder().decode(Item.self, from: $0.data()) })
      ]
    }
  }
#endif
