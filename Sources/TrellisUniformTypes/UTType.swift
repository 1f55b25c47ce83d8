// Only where Apple's UniformTypeIdentifiers and Foundation lack these types: see
// AppleExports.swift.
#if !canImport(Darwin)
  import Foundation

  /// A type of data: a file format, an abstract kind of content, or a directory, named by a
  /// reverse-DNS identifier such as `public.png`, as Apple's UniformTypeIdentifiers has it.
  ///
  /// Types form a hierarchy by conformance: `public.png` conforms to `public.image`, which
  /// conforms to `public.data` and `public.content`. Linux has no system type database, so the
  /// known types are a table of the common declared types (their identifiers, conformances,
  /// filename extensions and MIME types are Apple's) plus the types this process declares with
  /// ``init(exportedAs:conformingTo:)`` and ``init(importedAs:conformingTo:)``. A filename
  /// extension or MIME type no known type has gives a dynamic type (``isDynamic``).
  public struct UTType: Sendable {
    /// The string that names the type, such as `public.jpeg` or `com.adobe.pdf`.
    public let identifier: String

    /// A type whose declaration is known; `identifier` is already canonical.
    init(known identifier: String) {
      self.identifier = identifier
    }

    /// The type with this identifier, or `nil` when no type with it is known: not in the
    /// table of common types, not declared by this process and not a dynamic identifier.
    ///
    /// - Parameter identifier: The type's identifier; case does not matter.
    public init?(_ identifier: String) {
      if let declaration = _TypeRegistry.shared.declaration(of: identifier) {
        self.init(known: declaration.identifier)
      } else if let dynamic = _DynamicType(identifier: identifier) {
        self.init(known: dynamic.identifier)
      } else {
        return nil
      }
    }

    /// Declares a type this program owns. A type already known under this identifier keeps
    /// its declaration; otherwise the type is declared in this process, conforming to
    /// `parentType` (or to nothing without one), and ``init(_:)`` finds it from then on.
    ///
    /// - Parameters:
    ///   - identifier: The type's identifier, in reverse-DNS form.
    ///   - parentType: The type it conforms to.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
      self.init(known: _TypeRegistry.shared.declare(identifier, conformingTo: parentType))
    }

    /// Declares a type another program owns that this one uses: as
    /// ``init(exportedAs:conformingTo:)``.
    ///
    /// - Parameters:
    ///   - identifier: The type's identifier, in reverse-DNS form.
    ///   - parentType: The type it conforms to.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
      self.init(known: _TypeRegistry.shared.declare(identifier, conformingTo: parentType))
    }

    /// The type for a tag (a filename extension or a MIME type) that conforms to `supertype`.
    ///
    /// The first known type with the tag that conforms to `supertype` is the answer; when
    /// there is none, a dynamic type with the tag that conforms to `supertype`. Returns `nil`
    /// when the tag is not a valid one of its class (empty; an extension with a `/`; a MIME
    /// type not of the form `type/subtype`).
    ///
    /// - Parameters:
    ///   - tag: The filename extension (without its dot) or MIME type.
    ///   - tagClass: Which kind of tag `tag` is.
    ///   - supertype: A type the result conforms to, such as ``data``; `nil` for any.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
      guard tagClass.isValid(tag) else { return nil }
      if let found = UTType.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first {
        self = found
      } else {
        let dynamic = _DynamicType(tag: tag, tagClass: tagClass, conformingTo: supertype ?? .data)
        self.init(known: dynamic.identifier)
      }
    }

    /// The type for a filename extension (such as `"png"`, without the dot) that conforms to
    /// `supertype`: a known type, or else a dynamic one. `nil` for an empty extension or one
    /// with a `/` in it.
    ///
    /// ```swift
    /// UTType(filenameExtension: "png") == .png              // true
    /// UTType(filenameExtension: "sketchbook")?.isDynamic    // true, conforming to .data
    /// ```
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
      self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type for a MIME type (such as `"image/png"`) that conforms to `supertype`: a known
    /// type, or else a dynamic one. `nil` for a string that is not of the form `type/subtype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
      self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// The known types with a tag that conform to `supertype` (all of them for `nil`), in the
    /// table's order; none for a tag only a dynamic type would have.
    public static func types(
      tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?
    ) -> [UTType] {
      _TypeRegistry.shared.declarations(withTag: tag, tagClass: tagClass)
        .map { UTType(known: $0.identifier) }
        .filter { supertype.map($0.conforms(to:)) ?? true }
    }
  }
#endif
