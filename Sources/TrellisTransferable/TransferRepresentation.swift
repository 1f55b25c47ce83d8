// Only where Apple's CoreTransferable is missing: see AppleExports.swift.
#if !canImport(Darwin)
  import Foundation

  /// One way values of `Item` travel: the content type, and how a value becomes data or a
  /// file of it and back.
  ///
  /// The representations a program uses are the provided ones (``DataRepresentation``,
  /// ``CodableRepresentation``, ``FileRepresentation``, ``ProxyRepresentation``); a custom one
  /// groups others in its ``body``, as a view groups views.
  public protocol TransferRepresentation<Item>: Sendable {
    /// The type whose values this representation carries.
    associatedtype Item: Transferable
    /// The type of the representation's content.
    associatedtype Body: TransferRepresentation

    /// The representations this one is made of.
    @TransferRepresentationBuilder<Item> var body: Body { get }

    /// The flattened list of what this representation exports and imports. Provided for
    /// every representation; the provided ones answer themselves, custom ones through
    /// their ``body``.
    func _transferEntries() -> [_TransferEntry<Item>]
  }

  extension TransferRepresentation {
    /// A custom representation is what its body is.
    public func _transferEntries() -> [_TransferEntry<Item>] {
      body._transferEntries() as? [_TransferEntry<Item>] ?? []
    }
  }

  extension TransferRepresentation where Body == Never {
    /// The provided representations have no body: they are the leaves.
    public var body: Never { fatalError("\(Self.self) is a primitive transfer representation") }
  }

  extension Never: TransferRepresentation {
    /// Never a value: the body type of the provided representations.
    public typealias Item = String
    /// Never a value.
    public typealias Body = Never
    /// No representations.
    public func _transferEntries() -> [_TransferEntry<String>] { [] }
  }

  /// The content a value travels as: bytes, or a file on disk.
  enum _TransferPayload: Sendable {
    case data(Data)
    /// A file, and whether the receiver may use it where it is.
    case file(URL, inPlace: Bool)

    /// The bytes, read from the file when it is one.
    func data() throws -> Data {
      switch self {
      case .data(let data): data
      case .file(let url, _): try Data(contentsOf: url)
      }
    }
  }

  /// What one representation exports and imports, the closures erased to the item.
  public struct _TransferEntry<Item: Sendable>: Sendable {
    /// The type values are exported as; `nil` for an import-only representation.
    var exportedType: UTType?
    /// The type values are made from; `nil` for an export-only representation.
    var importedType: UTType?
    /// Whether the representation's natural form is a file.
    var prefersFile = false
    var export: (@Sendable (Item) async throws -> _TransferPayload)?
    var importer: (@Sendable (_TransferPayload) async throws -> Item)?
    /// The name a receiver may give the exported file or data.
    var fileName: (@Sendable (Item) -> String?)?
    /// Whether a value may be exported this way.
    var condition: (@Sendable (Item) -> Bool)?

    /// Whether `value` may be exported with this representation.
    func exports(_ value: Item) -> Bool {
      export != nil && (condition?(value) ?? true)
    }

    /// `value` exported as bytes (a file representation's file read whole).
    func exportData(_ value: Item) async throws -> Data {
      guard let export else { throw TransferError.noRepresentation(exportedType, Item.self) }
      return try await export(value).data()
    }

    /// A value made from `payload`.
    func importValue(_ payload: _TransferPayload) async throws -> Item {
      guard let importer else {
        throw TransferError.noRepresentation(importedType, Item.self)
      }
      return try await importer(payload)
    }

    /// The same representation, carrying `Outer` values through `Item` ones (a proxy).
    func mapped<Outer: Sendable>(
      exporting toItem: (@Sendable (Outer) async throws -> Item)?,
      importing fromItem: (@Sendable (Item) async throws -> Outer)?
    ) -> _TransferEntry<Outer> {
      var outer = _TransferEntry<Outer>(
        exportedType: toItem == nil ? nil : exportedType,
        importedType: fromItem == nil ? nil : importedType, prefersFile: prefersFile)
      // A proxy's exporting condition and file name belong to the proxied value, which only
      // the (asynchronous) export makes: they do not carry over.
      if let toItem, let export {
        outer.export = { try await export(toItem($0)) }
      }
      if let fromItem, let importer {
        outer.importer = { try await fromItem(importer($0)) }
      }
      return outer
    }
  }
#endif
