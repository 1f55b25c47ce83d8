// Only where Apple's CoreTransferable is missing: see AppleExports.swift.
#if !canImport(Darwin)
  import Foundation

  /// A representation of values as bytes of one content type, for types that know how to
  /// write and read themselves.
  ///
  /// ```swift
  /// DataRepresentation(contentType: .png) { layer in layer.pngData() } importing: { data in
  ///   try Layer(png: data)
  /// }
  /// ```
  public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    /// A leaf: it has no body.
    public typealias Body = Never
    let entry: _TransferEntry<Item>

    /// Exports values as data of `contentType` and makes values from such data.
    /// - Parameters:
    ///   - contentType: The type of the data, both ways.
    ///   - exporting: Turns a value into the data.
    ///   - importing: Makes a value from the data.
    public init(
      contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
      importing: @escaping @Sendable (Data) async throws -> Item
    ) {
      entry = _TransferEntry(
        exportedType: contentType, importedType: contentType,
        export: { .data(try await exporting($0)) },
        importer: { try await importing($0.data()) })
    }

    /// Exports values as data of `exportedContentType`; values are not made from it.
    public init(
      exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data
    ) {
      entry = _TransferEntry(
        exportedType: exportedContentType, export: { .data(try await exporting($0)) })
    }

    /// Makes values from data of `importedContentType`; values are not exported as it.
    public init(
      importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item
    ) {
      entry = _TransferEntry(
        importedType: importedContentType, importer: { try await importing($0.data()) })
    }

    /// This representation's entry.
    public func _transferEntries() -> [_TransferEntry<Item>] { [entry] }
  }
#endif
