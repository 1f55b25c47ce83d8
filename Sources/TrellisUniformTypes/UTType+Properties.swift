// Only where Apple's UniformTypeIdentifiers and Foundation lack these types: see
// AppleExports.swift.
#if !canImport(Darwin)
  import Foundation

  extension UTType {
    private var declaration: _TypeDeclaration? {
      _TypeRegistry.shared.declaration(of: identifier)
    }

    private var dynamic: _DynamicType? { _DynamicType(identifier: identifier) }

    /// The identifiers of the types this one conforms to directly.
    private var parents: [String] {
      declaration?.conformsTo ?? dynamic.map { [$0.supertype] } ?? []
    }

    /// The filename extensions and MIME types of the type, the preferred first.
    public var tags: [UTTagClass: [String]] {
      if let declaration {
        var tags: [UTTagClass: [String]] = [:]
        if !declaration.filenameExtensions.isEmpty {
          tags[.filenameExtension] = declaration.filenameExtensions
        }
        if !declaration.mimeTypes.isEmpty { tags[.mimeType] = declaration.mimeTypes }
        return tags
      }
      if let dynamic { return [dynamic.tagClass: [dynamic.tag]] }
      return [:]
    }

    /// The extension a file of this type is usually named with (`"png"` for ``png``), if the
    /// type has one.
    public var preferredFilenameExtension: String? { tags[.filenameExtension]?.first }

    /// The MIME type data of this type is usually sent as (`"image/png"` for ``png``), if the
    /// type has one.
    public var preferredMIMEType: String? { tags[.mimeType]?.first }

    /// A description of the type for people, such as "PNG image"; `nil` for a dynamic type.
    /// Trellis's descriptions are in English.
    public var localizedDescription: String? { declaration?.description }

    /// Every type this type conforms to, directly or through another (itself not included).
    public var supertypes: Set<UTType> {
      var found: Set<UTType> = []
      var pending = parents
      while let next = pending.popLast() {
        let type = UTType(known: next)
        guard found.insert(type).inserted else { continue }
        pending += type.parents
      }
      return found
    }

    /// Whether the type is `type` or conforms to it, directly or through another type.
    public func conforms(to type: UTType) -> Bool {
      self == type || supertypes.contains(type)
    }

    /// Whether `type` conforms to this type.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }

    /// Whether this type conforms to `type`.
    public func isSubtype(of type: UTType) -> Bool { conforms(to: type) }

    /// Whether the type was made for a tag no known type has (its identifier starts with
    /// `dyn.`).
    public var isDynamic: Bool { dynamic != nil }

    /// Whether the type has a declaration: one of the common types, or one this process
    /// declared.
    public var isDeclared: Bool { declaration != nil }

    /// Whether the type is one of the public types (its identifier starts with `public.`).
    public var isPublic: Bool { identifier.lowercased().hasPrefix("public.") }
  }

  // Identifiers are case-insensitive: `PUBLIC.PNG` is `public.png`.
  extension UTType: Hashable {
    public static func == (lhs: UTType, rhs: UTType) -> Bool {
      lhs.identifier.lowercased() == rhs.identifier.lowercased()
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(identifier.lowercased())
    }
  }

  extension UTType: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { identifier }
    public var debugDescription: String {
      "\(identifier) (\(localizedDescription ?? "dynamic type"))"
    }
  }

  // Encoded as its identifier; decoding an identifier no known type has is an error.
  extension UTType: Codable {
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      let identifier = try container.decode(String.self)
      guard let type = UTType(identifier) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "No type is known with identifier \(identifier)")
      }
      self = type
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(identifier)
    }
  }

  /// A kind of tag a type can have.
  public struct UTTagClass: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A filename extension, without its dot: `public.filename-extension`.
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// A MIME type: `public.mime-type`.
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")

    /// Whether `tag` can be a tag of this class.
    func isValid(_ tag: String) -> Bool {
      guard !tag.isEmpty else { return false }
      switch self {
      case .filenameExtension:
        return !tag.contains("/")
      case .mimeType:
        let parts = tag.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { !$0.isEmpty }
          && !tag.contains(where: \.isWhitespace)
      default:
        return true
      }
    }
  }
#endif
