// Only where Apple's UniformTypeIdentifiers and Foundation lack these types: see
// AppleExports.swift.
#if !canImport(Darwin)
  import Foundation

  /// Who may see a representation an item provider offers. Trellis's providers live in one
  /// process, so every representation is seen whatever its visibility.
  public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Every process.
    case all = 0
    /// Processes of the same team.
    case team = 1
    /// Processes of the same group.
    case group = 2
    /// This process only.
    case ownProcess = 3
  }

  /// How a file representation is given to the loader.
  public struct NSItemProviderFileOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The file may be opened where it is rather than copied.
    public static let openInPlace = NSItemProviderFileOptions(rawValue: 1)
  }

  /// A class whose instances an item provider can make from data: `loadObject(ofClass:)`
  /// asks for the first of ``readableTypeIdentifiersForItemProvider`` the provider has.
  public protocol NSItemProviderReading: NSObjectProtocol {
    /// The types the class can be made from, the best first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An instance made from `data` of the type `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
  }

  /// A class whose instances an item provider can offer: `registerObject(_:visibility:)`
  /// registers each of its ``writableTypeIdentifiersForItemProvider``.
  public protocol NSItemProviderWriting: NSObjectProtocol {
    /// The types every instance can be written as, the best first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// The types this instance can be written as (the class's by default).
    var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Who may see the class's representation of a type (``NSItemProviderRepresentationVisibility/all`` by default).
    static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
      -> NSItemProviderRepresentationVisibility
    /// Who may see this instance's representation of a type (the class's by default).
    func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
      -> NSItemProviderRepresentationVisibility
    /// Writes the instance as data of the type `typeIdentifier` and gives it to
    /// `completionHandler`, now or later.
    func loadData(
      withTypeIdentifier typeIdentifier: String,
      forItemProviderCompletionHandler completionHandler:
        @escaping @Sendable (Data?, (any Error)?)
        -> Void
    ) -> Progress?
  }

  extension NSItemProviderWriting {
    public var writableTypeIdentifiersForItemProvider: [String] {
      Self.writableTypeIdentifiersForItemProvider
    }

    public static func itemProviderVisibilityForRepresentation(
      withTypeIdentifier typeIdentifier: String
    ) -> NSItemProviderRepresentationVisibility { .all }

    public func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
      -> NSItemProviderRepresentationVisibility
    {
      Self.itemProviderVisibilityForRepresentation(withTypeIdentifier: typeIdentifier)
    }
  }
#endif
