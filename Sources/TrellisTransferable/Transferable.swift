// Only where Apple's CoreTransferable is missing: see AppleExports.swift.
#if !canImport(Darwin)
  import Foundation

  /// A type whose values can travel by drag and drop or the pasteboard, in the content types
  /// its representations list.
  ///
  /// Conform by listing the representations, the preferred first; a receiver takes the first
  /// one whose content type it accepts:
  ///
  /// ```swift
  /// struct Note: Codable, Transferable {
  ///   var text: String
  ///   static var transferRepresentation: some TransferRepresentation {
  ///     CodableRepresentation(contentType: .json)
  ///     ProxyRepresentation(exporting: \.text)
  ///   }
  /// }
  /// ```
  @preconcurrency
  public protocol Transferable: Sendable {
    /// The type of the representations' list.
    associatedtype Representation: TransferRepresentation

    /// How values are exported and imported, the preferred representation first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
  }

  extension Transferable {
    /// The representations of the type, flattened, in order.
    static var _transferEntries: [_TransferEntry<Self>] {
      // The builder makes lists of `Self`; the associated type cannot say so, so the list is
      // checked here, once per use.
      transferRepresentation._transferEntries() as? [_TransferEntry<Self>] ?? []
    }

    /// The content types values of this type can be exported as, in order of preference.
    /// - Parameter visibility: Ignored here: every representation is visible in-process,
    ///   which is the only kind of transfer a Trellis app makes with its own types.
    public static func exportedContentTypes(
      visibility: TransferRepresentationVisibility = .all
    ) -> [UTType] {
      _unique(_transferEntries.compactMap(\.exportedType))
    }

    /// The content types values of this type can be made from, in order of preference.
    public static func importedContentTypes() -> [UTType] {
      _unique(_transferEntries.compactMap(\.importedType))
    }

    /// The value exported as data of `contentType`, or of its first exporting
    /// representation when `contentType` is `nil`.
    ///
    /// The first representation whose type conforms to `contentType` is used; a file
    /// representation's file is read whole.
    /// - Throws: `TransferError` when no representation exports that type, or the
    ///   representation's own error.
    public func exported(as contentType: UTType?) async throws -> Data {
      let entry = try Self._exporter(for: contentType, of: self)
      return try await entry.exportData(self)
    }

    /// Makes a value from `data` of `contentType`, or, when `contentType` is `nil`, with each
    /// importing representation in turn until one succeeds.
    /// - Throws: `TransferError` when no representation imports that type, or the last
    ///   representation's error.
    public init(importing data: Data, contentType: UTType?) async throws {
      let importers = Self._transferEntries.filter { entry in
        guard let type = entry.importedType else { return false }
        return contentType.map { $0.conforms(to: type) } ?? true
      }
      var lastError: any Error = TransferError.noRepresentation(contentType, Self.self)
      for importer in importers {
        do {
          self = try await importer.importValue(.data(data))
          return
        } catch {
          lastError = error
        }
      }
      throw lastError
    }

    /// The first exporting representation whose type conforms to `contentType` (any when
    /// `nil`) and whose exporting condition lets `value` go.
    static func _exporter(for contentType: UTType?, of value: Self) throws -> _TransferEntry<Self> {
      let found = _transferEntries.first { entry in
        guard let type = entry.exportedType, entry.exports(value) else { return false }
        return contentType.map { type.conforms(to: $0) } ?? true
      }
      guard let found else { throw TransferError.noRepresentation(contentType, Self.self) }
      return found
    }
  }

  /// `types` without repeats, in their order.
  func _unique(_ types: [UTType]) -> [UTType] {
    var seen: Set<UTType> = []
    return types.filter { seen.insert($0).inserted }
  }

  /// Why a value could not be exported or imported.
  enum TransferError: Error, CustomStringConvertible {
    case noRepresentation(UTType?, Any.Type)
    case notUTF8(UTType)

    var description: String {
      switch self {
      case .noRepresentation(let type, let item):
        "\(item) has no representation of \(type?.identifier ?? "any type")"
      case .notUTF8(let type): "The \(type.identifier) data is not UTF-8 text"
      }
    }
  }
#endif
