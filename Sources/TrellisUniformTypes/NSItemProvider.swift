// Only where Apple's UniformTypeIdentifiers and Foundation lack these types: see
// AppleExports.swift.
#if !canImport(Darwin)
  import Foundation
  import Synchronization

  /// Data offered in several representations, loaded asynchronously when asked for: what a
  /// drop or a paste hands to `onInsert`.
  ///
  /// A provider is made with a value (``init(object:)``, ``init(item:typeIdentifier:)``, a
  /// file with ``init(contentsOf:)``) or empty, then given representations with
  /// ``registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)`` and friends.
  /// The receiver asks what it has (``registeredTypeIdentifiers``,
  /// ``hasItemConformingToTypeIdentifier(_:)``) and loads one: the completion handler runs on a
  /// background queue, never on the caller's thread.
  open class NSItemProvider: NSObject, NSCopying, @unchecked Sendable {
    /// The representations, in the order registered (the best first), and the name.
    private let state = Mutex(_ItemProviderState())

    public override init() {
      super.init()
    }

    /// A provider with one item, of the type `typeIdentifier` (when given).
    ///
    /// The item is loaded as itself by ``loadItem(forTypeIdentifier:options:completionHandler:)``,
    /// and as data: a string as UTF-8, a URL as its absolute string, data as itself, any
    /// other item archived with `NSKeyedArchiver`.
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
      self.init()
      guard let item, let typeIdentifier else { return }
      append(_Representation(typeIdentifier, .item(_Unchecked(item))))
    }

    /// A provider with a file's contents, of the type its extension says (a folder for a
    /// directory), named after the file; `nil` when the URL is not of an existing file.
    public convenience init?(contentsOf fileURL: URL!) {
      guard let fileURL, fileURL.isFileURL else { return nil }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: fileURL.path, isDirectory: &isDirectory) else {
        return nil
      }
      self.init()
      let type =
        isDirectory.boolValue
        ? UTType.folder : UTType(filenameExtension: fileURL.pathExtension) ?? .data
      registerFileRepresentation(
        forTypeIdentifier: type.identifier, fileOptions: [], visibility: .all
      ) { completion in
        completion(fileURL, false, nil)
        return nil
      }
      suggestedName = fileURL.lastPathComponent
    }

    /// A provider of an object in each type it can be written as.
    public convenience init(object: any NSItemProviderWriting) {
      self.init()
      registerObject(object, visibility: .all)
    }

    /// A name for the data, such as a file name, that a receiver may use when it saves it.
    open var suggestedName: String? {
      get { state.withLock { $0.suggestedName } }
      set { state.withLock { $0.suggestedName = newValue } }
    }

    /// A provider with the same representations and name.
    open func copy(with zone: NSZone? = nil) -> Any {
      let copy = NSItemProvider()
      let snapshot = state.withLock { $0 }
      copy.state.withLock { $0 = snapshot }
      return copy
    }

    // MARK: Registering

    /// Offers data of a type, made when a receiver asks for it: `loadHandler` is given a
    /// completion to call with the data or an error, and returns a progress, or `nil`.
    open func registerDataRepresentation(
      forTypeIdentifier typeIdentifier: String,
      visibility: NSItemProviderRepresentationVisibility,
      loadHandler:
        @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress?
    ) {
      append(_Representation(typeIdentifier, .data(loadHandler)))
    }

    /// Offers a file of a type, made when a receiver asks for it: `loadHandler` is given a
    /// completion to call with the file's URL (and whether it was coordinated) or an error.
    open func registerFileRepresentation(
      forTypeIdentifier typeIdentifier: String,
      fileOptions: NSItemProviderFileOptions = [],
      visibility: NSItemProviderRepresentationVisibility,
      loadHandler:
        @escaping @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void)
        -> Progress?
    ) {
      append(_Representation(typeIdentifier, .file(loadHandler)))
    }

    /// Offers an object in each type it can be written as, in its order.
    open func registerObject(
      _ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility
    ) {
      let box = _Unchecked(object)
      for type in object.writableTypeIdentifiersForItemProvider {
        append(
          _Representation(
            type,
            .data { completion in
              box.value.loadData(
                withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
            }))
      }
    }

    /// Offers an object of a class, made when a receiver asks for it, in each type the class
    /// can be written as.
    open func registerObject(
      ofClass aClass: any NSItemProviderWriting.Type,
      visibility: NSItemProviderRepresentationVisibility,
      loadHandler:
        @escaping @Sendable (
          @escaping @Sendable ((any NSItemProviderWriting)?, (any Error)?) -> Void
        ) -> Progress?
    ) {
      for type in aClass.writableTypeIdentifiersForItemProvider {
        append(
          _Representation(
            type,
            .data { completion in
              loadHandler { object, error in
                guard let object else { return completion(nil, error) }
                _ = object.loadData(
                  withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
              }
            }))
      }
    }

    func append(_ representation: _Representation) {
      state.withLock { $0.representations.append(representation) }
    }

    // MARK: Asking

    /// The types the provider offers, in the order registered (the best first), each once.
    open var registeredTypeIdentifiers: [String] {
      var seen: Set<String> = []
      return state.withLock { $0.representations }.map(\.typeIdentifier).filter {
        seen.insert($0).inserted
      }
    }

    /// The types offered that can be had as files: with these options, every one.
    open func registeredTypeIdentifiers(fileOptions: NSItemProviderFileOptions = []) -> [String] {
      registeredTypeIdentifiers
    }

    /// Whether the provider offers a type that is `typeIdentifier` or conforms to it.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
      representation(conformingTo: typeIdentifier) != nil
    }

    /// Whether the provider offers a type that is `typeIdentifier` or conforms to it.
    open func hasRepresentationConforming(
      toTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = []
    ) -> Bool {
      hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    /// Whether the provider offers a type instances of `aClass` can be made from.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
      readableType(for: aClass) != nil
    }

    /// The representation of exactly `typeIdentifier`, or else the first that conforms to it.
    func representation(conformingTo typeIdentifier: String) -> _Representation? {
      let representations = state.withLock { $0.representations }
      if let exact = representations.first(where: { $0.typeIdentifier == typeIdentifier }) {
        return exact
      }
      guard let wanted = UTType(typeIdentifier) else { return nil }
      return representations.first { UTType($0.typeIdentifier)?.conforms(to: wanted) == true }
    }

    /// The first type `aClass` reads that the provider offers.
    func readableType(for aClass: any NSItemProviderReading.Type) -> String? {
      aClass.readableTypeIdentifiersForItemProvider.first { hasItemConformingToTypeIdentifier($0) }
    }
  }

  /// What a provider holds.
  struct _ItemProviderState {
    var representations: [_Representation] = []
    var suggestedName: String?
  }

  /// One type a provider offers, and how to load it.
  struct _Representation: Sendable {
    enum Source: Sendable {
      case data(@Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?)
      case file(@Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?)
      case item(_Unchecked<any NSSecureCoding>)
      /// An item made when asked for (`registerItem(forTypeIdentifier:loadHandler:)`).
      case lazyItem(NSItemProvider.LoadHandler)
    }

    let typeIdentifier: String
    let source: Source

    init(_ typeIdentifier: String, _ source: Source) {
      self.typeIdentifier = typeIdentifier
      self.source = source
    }
  }

  /// A value handed to the loading queue: items and objects are Foundation classes that are
  /// not marked `Sendable`, and the provider only reads them.
  struct _Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }
#endif
