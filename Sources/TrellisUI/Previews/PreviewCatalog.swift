internal import CTrellisPreviews

/// The previews a program holds: every `#Preview` and `PreviewProvider` of the modules linked
/// into it. `trellis-preview`, `TRELLIS_PREVIEW` and TrellisTesting's `ViewHost(preview:)` find
/// previews here.
///
/// `#Preview`s are found by the records the macro places in the `trellis_previews` section
/// (Swift 6.3 and later), in any build; and, like `PreviewProvider`s, by the runtime's records
/// of their conformances, which the linker drops from release builds (SwiftPM strips dead code
/// there). So previews are looked for in debug builds.
@_spi(TrellisHost) @MainActor
public enum PreviewCatalog {
  /// A preview found in the program.
  @MainActor
  public struct Entry: CustomStringConvertible {
    /// The module the preview is declared in.
    public let module: String
    /// The preview's name: the one given to `#Preview`, else its file and line
    /// (`GreetingView.swift:42`); a `PreviewProvider`'s type name.
    public let name: String
    /// Where the preview is: `Module/File.swift:line`, or the provider's full type name.
    public let location: String
    private let make: @MainActor () throws -> Preview
    /// Where it sorts: `#Preview`s by file and line, then providers by name.
    let order: (isProvider: Bool, file: String, line: Int)

    /// Makes the preview.
    public func makePreview() throws -> Preview { try make() }

    /// The name and where the preview is, for a list.
    public nonisolated var description: String { "\(name)\t\(location)" }

    init(registry: any PreviewRegistry.Type) {
      let fileID = registry.fileID
      let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
      module = fileID.split(separator: "/").first.map(String.init) ?? ""
      location = "\(fileID):\(registry.line)"
      let named = (try? registry.makePreview())?.name
      name = named ?? "\(file):\(registry.line)"
      make = { try registry.makePreview() }
      order = (false, fileID, registry.line)
    }

    init<Provider: PreviewProvider>(provider: Provider.Type) {
      location = String(reflecting: provider)
      module = location.split(separator: ".").first.map(String.init) ?? ""
      name = String(describing: provider)
      order = (true, location, 0)
      make = {
        let previews = Provider.previews
        let traits = (previews as? any _PreviewTraitsCarrying)?._previewTraits
        let layout = traits?.layout.map {
          PreviewTrait<Preview.ViewTraits>(layout: $0, orientation: nil)
        }
        return Preview(name: traits?.displayName ?? nil, traits: layout.map { [$0] } ?? []) {
          previews
        }
      }
    }
  }

  /// Every preview in the program, ordered by module, then by where it is.
  public static var all: [Entry] {
    var seen = Set<ObjectIdentifier>()
    var entries: [Entry] = []
    for type in recordedRegistries() + conformingTypes(to: "PreviewRegistry")
    where seen.insert(ObjectIdentifier(type)).inserted {
      if let registry = type as? any PreviewRegistry.Type {
        entries.append(Entry(registry: registry))
      }
    }
    for type in conformingTypes(to: "PreviewProvider")
    where seen.insert(ObjectIdentifier(type)).inserted {
      if let provider = type as? any PreviewProvider.Type { entries.append(entry(for: provider)) }
    }
    return entries.sorted {
      ($0.module, $0.order.isProvider ? 1 : 0, $0.order.file, $0.order.line)
        < ($1.module, $1.order.isProvider ? 1 : 0, $1.order.file, $1.order.line)
    }
  }

  private static func entry<P: PreviewProvider>(for provider: P.Type) -> Entry {
    Entry(provider: provider)
  }

  /// The previews of `module` (by module name, `label_editor`, or target name,
  /// `label-editor`), or of every module.
  public static func entries(in module: String?) -> [Entry] {
    guard let module else { return all }
    let wanted = moduleName(module)
    return all.filter { $0.module == wanted }
  }

  /// The preview called `name` in `module` (or in any module), or the first one there when
  /// `name` is empty. A name is a preview's own, its file and line (`File.swift:12`), or a
  /// provider's type name.
  public static func find(_ name: String, in module: String? = nil) throws(PreviewLookupError)
    -> Entry
  {
    let candidates = entries(in: module)
    if name.isEmpty {
      guard let first = candidates.first else { throw .noPreviews(module: module) }
      return first
    }
    let matching = candidates.filter { $0.name == name || $0.location == name }
    guard let found = matching.first else {
      throw .notFound(name: name, module: module, available: candidates.map(\.name))
    }
    guard matching.count == 1 else {
      throw .ambiguous(name: name, locations: matching.map(\.location))
    }
    return found
  }

  /// A target's name as its module is named: SwiftPM turns `-` and other characters a Swift
  /// identifier cannot hold into `_`.
  static func moduleName(_ target: String) -> String {
    String(target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
  }

  // MARK: Discovery

  /// Where the `#Preview` registries were found: by their section records, or by their
  /// conformances. For tests, which check that each way finds them.
  package enum Discovery { case records, conformances }

  /// The locations (`Module/File.swift:line`) of the registries found one way.
  package static func registryLocations(foundBy discovery: Discovery) -> [String] {
    let types =
      discovery == .records ? recordedRegistries() : conformingTypes(to: "PreviewRegistry")
    return types.compactMap { $0 as? any PreviewRegistry.Type }.map { "\($0.fileID):\($0.line)" }
  }

  private static func recordedRegistries() -> [Any.Type] {
    guard let begin = ctrellis_preview_records_begin(), let end = ctrellis_preview_records_end()
    else { return [] }
    let stride = MemoryLayout<_PreviewRecord>.stride
    var types: [Any.Type] = []
    var record = begin
    while record + stride <= end {
      let (magic, load) = record.load(as: _PreviewRecord.self)
      if magic == _previewRecordMagic {
        var type: Any.Type = Never.self
        withUnsafeMutablePointer(to: &type) { load(UnsafeMutableRawPointer($0)) }
        types.append(type)
      }
      record += stride
    }
    return types
  }

  private static func conformingTypes(to protocolName: String) -> [Any.Type] {
    let count = ctrellis_conforming_types("TrellisUI", protocolName, nil, 0)
    var metadata = [UnsafeRawPointer?](repeating: nil, count: count)
    let filled = metadata.withUnsafeMutableBufferPointer {
      ctrellis_conforming_types("TrellisUI", protocolName, $0.baseAddress, count)
    }
    return metadata.prefix(min(filled, count)).compactMap { $0 }.map {
      unsafeBitCast($0, to: Any.Type.self)
    }
  }
}

/// Why a preview could not be found.
@_spi(TrellisHost)
public enum PreviewLookupError: Error, Equatable, CustomStringConvertible {
  /// The module has no previews (or the program has none, for a `nil` module).
  case noPreviews(module: String?)
  /// No preview has the name; `available` lists those there are.
  case notFound(name: String, module: String?, available: [String])
  /// Several previews have the name, at `locations`.
  case ambiguous(name: String, locations: [String])

  /// A sentence for the person who asked.
  public var description: String {
    switch self {
    case .noPreviews(let module):
      return module.map { "module \($0) has no previews in this program" }
        ?? "this program has no previews"
    case .notFound(let name, let module, let available):
      let place = module.map { " in module \($0)" } ?? ""
      let list =
        available.isEmpty ? "there are none" : "there are: " + available.joined(separator: ", ")
      return "no preview named \"\(name)\"\(place); \(list)"
    case .ambiguous(let name, let locations):
      return
        "\(locations.count) previews are named \"\(name)\" (\(locations.joined(separator: ", "))); "
        + "give one's file and line instead"
    }
  }
}
