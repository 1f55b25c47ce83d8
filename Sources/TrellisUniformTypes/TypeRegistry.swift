// Only where Apple's UniformTypeIdentifiers and Foundation lack these types: see
// AppleExports.swift.
#if !canImport(Darwin)
  import Foundation
  import Synchronization

  /// What is known of a declared type.
  struct _TypeDeclaration: Sendable {
    let identifier: String
    let conformsTo: [String]
    let filenameExtensions: [String]
    let mimeTypes: [String]
    let description: String?
  }

  /// The types this process knows: the table of common types and those it declared itself.
  final class _TypeRegistry: Sendable {
    static let shared = _TypeRegistry()

    private let builtIn: [String: _TypeDeclaration]
    /// Types declared with `UTType(exportedAs:)` or `UTType(importedAs:)`, in order.
    private let declared = Mutex<[_TypeDeclaration]>([])

    private init() {
      builtIn = Dictionary(
        _TypeDeclaration.builtIn.map { ($0.identifier.lowercased(), $0) },
        uniquingKeysWith: { first, _ in first })
    }

    func declaration(of identifier: String) -> _TypeDeclaration? {
      let key = identifier.lowercased()
      if let known = builtIn[key] { return known }
      return declared.withLock { types in types.first { $0.identifier.lowercased() == key } }
    }

    /// Declares `identifier` unless it is known; returns its canonical spelling.
    func declare(_ identifier: String, conformingTo parent: UTType?) -> String {
      if let known = builtIn[identifier.lowercased()] { return known.identifier }
      return declared.withLock { types in
        if let known = types.first(where: { $0.identifier.lowercased() == identifier.lowercased() })
        {
          return known.identifier
        }
        types.append(
          _TypeDeclaration(
            identifier: identifier, conformsTo: parent.map { [$0.identifier] } ?? [],
            filenameExtensions: [], mimeTypes: [], description: nil))
        return identifier
      }
    }

    /// The declared types with a tag, the common types first in the table's order.
    func declarations(withTag tag: String, tagClass: UTTagClass) -> [_TypeDeclaration] {
      let tag = tag.lowercased()
      let all = _TypeDeclaration.builtIn + declared.withLock { $0 }
      return all.filter { declaration in
        switch tagClass {
        case .filenameExtension: declaration.filenameExtensions.contains(tag)
        case .mimeType: declaration.mimeTypes.contains(tag)
        default: false
        }
      }
    }
  }

  /// A type made for a tag no known type has. Its identifier, `dyn.` followed by the tag's
  /// class, the tag and the supertype in hexadecimal, holds all there is to know of it, so
  /// `UTType(_:)` rebuilds it from the identifier alone (Apple's dynamic identifiers are
  /// another encoding of the same idea; ours are not meant to match theirs).
  struct _DynamicType {
    let tagClass: UTTagClass
    let tag: String
    let supertype: String

    private static let prefix = "dyn.t"

    init(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType) {
      // Tags of both classes are case-insensitive.
      self.tag = tag.lowercased()
      self.tagClass = tagClass
      self.supertype = supertype.identifier
    }

    init?(identifier: String) {
      let lowered = identifier.lowercased()
      guard lowered.hasPrefix(Self.prefix) else { return nil }
      let parts = lowered.dropFirst(Self.prefix.count).split(
        separator: "-", omittingEmptySubsequences: false)
      guard parts.count == 3,
        let tagClass = [UTTagClass.filenameExtension, .mimeType].first(where: {
          Self.code(of: $0) == parts[0]
        }),
        let tag = Self.decode(parts[1]), let supertype = Self.decode(parts[2]),
        tagClass.isValid(tag), UTType(supertype) != nil
      else { return nil }
      self.tagClass = tagClass
      self.tag = tag
      self.supertype = supertype
    }

    var identifier: String {
      "\(Self.prefix)\(Self.code(of: tagClass))-\(Self.encode(tag))-\(Self.encode(supertype))"
    }

    private static func code(of tagClass: UTTagClass) -> Substring {
      tagClass == .mimeType ? "m" : "e"
    }

    private static func encode(_ text: String) -> String {
      text.utf8.map { byte in
        let hex = String(byte, radix: 16)
        return hex.count == 1 ? "0" + hex : hex
      }.joined()
    }

    private static func decode(_ hex: Substring) -> String? {
      guard hex.count.isMultiple(of: 2), !hex.isEmpty else { return nil }
      var bytes: [UInt8] = []
      var index = hex.startIndex
      while index < hex.endIndex {
        let next = hex.index(index, offsetBy: 2)
        guard let byte = UInt8(hex[index..<next], radix: 16) else { return nil }
        bytes.append(byte)
        index = next
      }
      return String(validating: bytes, as: UTF8.self)
    }
  }
#endif
