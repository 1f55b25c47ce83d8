// Only where Apple's UniformTypeIdentifiers and Foundation lack these types: see
// AppleExports.swift.
#if !canImport(Darwin)
  import Foundation

  extension NSItemProvider {
    /// What ``loadItem(forTypeIdentifier:options:completionHandler:)`` calls with the item.
    public typealias CompletionHandler = @Sendable ((any NSSecureCoding)?, (any Error)?) -> Void

    /// Loads the data of `typeIdentifier` (or of the first type offered that conforms to it).
    ///
    /// The handler runs on a background queue, once, with the data or an error: an
    /// ``ErrorCode/itemUnavailableError`` when no such type is offered, the loader's own error
    /// when it fails.
    ///
    /// - Returns: The load's progress; cancelling it before the load starts ends it with
    ///   `CocoaError.userCancelled`.
    @discardableResult
    public func loadDataRepresentation(
      forTypeIdentifier typeIdentifier: String,
      completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
      load(typeIdentifier) { representation, progress in
        representation.loadData { data, error in
          progress.finish()
          completionHandler(data, error)
        }
      } failed: {
        completionHandler(nil, $0)
      }
    }

    /// Loads a file with the data of `typeIdentifier`: a copy of the offered file, or a file
    /// the data is written to, named as ``suggestedName`` says when there is one. The file is
    /// removed when the handler returns; move or copy it to keep it.
    @discardableResult
    public func loadFileRepresentation(
      forTypeIdentifier typeIdentifier: String,
      completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
    ) -> Progress {
      let name = suggestedName
      return load(typeIdentifier) { representation, progress in
        representation.loadTemporaryFile(named: name) { url, error in
          progress.finish()
          completionHandler(url, error)
        }
      } failed: {
        completionHandler(nil, $0)
      }
    }

    /// Loads a file with the data of `contentType`. With `openInPlace`, an offered file is
    /// handed over where it is (the handler's flag is `true`, and the file stays); otherwise, or
    /// when the data is not a file, it is a temporary copy (the flag is `false`), removed when
    /// the handler returns.
    @discardableResult
    public func loadFileRepresentation(
      for contentType: UTType, openInPlace: Bool = false,
      completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void
    ) -> Progress {
      let name = suggestedName
      return load(contentType.identifier) { representation, progress in
        representation.loadFile(inPlace: openInPlace, named: name) { url, inPlace, error in
          progress.finish()
          completionHandler(url, inPlace, error)
        }
      } failed: {
        completionHandler(nil, false, $0)
      }
    }

    /// Loads an object of `aClass` from the first type it reads that the provider offers.
    ///
    /// Fails with ``ErrorCode/unavailableCoercionError`` when the provider offers none of
    /// them or the data does not make one.
    @discardableResult
    public func loadObject(
      ofClass aClass: any NSItemProviderReading.Type,
      completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
      guard let type = readableType(for: aClass) else {
        return failing(
          Self.error(.unavailableCoercionError, "The item cannot be loaded as \(aClass)"),
          completionHandler: { completionHandler(nil, $0) })
      }
      let reading = _Unchecked(aClass)
      return loadDataRepresentation(forTypeIdentifier: type) { data, error in
        guard let data else { return completionHandler(nil, error) }
        do {
          let object = try reading.value.object(withItemProviderData: data, typeIdentifier: type)
          completionHandler(object, nil)
        } catch {
          completionHandler(nil, error)
        }
      }
    }

    /// Whether the provider offers a type a `String` or `URL` (any type whose Foundation class
    /// reads from item providers) can be made from.
    public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass: T.Type) -> Bool
    where T._ObjectiveCType: NSItemProviderReading {
      canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    /// Loads a `String` or `URL` (any type whose Foundation class reads from item providers),
    /// as ``loadObject(ofClass:completionHandler:)-(NSItemProviderReading.Type,_)`` does.
    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable>(
      ofClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void
    ) -> Progress where T._ObjectiveCType: NSItemProviderReading {
      // The bridging is made here: the generic metatypes it needs are not marked as safe to
      // share with the loading queue, though a class's metatype is.
      let deliver = _Unchecked { (object: (any NSItemProviderReading)?, error: (any Error)?) in
        guard let object = object as? T._ObjectiveCType else {
          return completionHandler(nil, error)
        }
        completionHandler(T._unconditionallyBridgeFromObjectiveC(object), nil)
      }
      return loadObject(ofClass: T._ObjectiveCType.self) { deliver.value($0, $1) }
    }

    /// Loads the item of `typeIdentifier`: the item itself for one registered as an item, the
    /// file's URL for a file, the data for data. `options` are accepted and not used.
    public func loadItem(
      forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
      completionHandler: CompletionHandler? = nil
    ) {
      let completion = completionHandler ?? { _, _ in }
      _ = load(typeIdentifier) { representation, progress in
        representation.loadItem { item, error in
          progress.finish()
          completion(item, error)
        }
      } failed: {
        completion(nil, $0)
      }
    }

    // MARK: Content types

    /// The types offered, as types (those with identifiers no known type has left out).
    public var registeredContentTypes: [UTType] {
      registeredTypeIdentifiers.compactMap(UTType.init)
    }

    /// The types offered that conform to `contentType`.
    public func registeredContentTypes(conformingTo contentType: UTType) -> [UTType] {
      registeredContentTypes.filter { $0.conforms(to: contentType) }
    }

    /// Offers data of a type, as ``registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)``.
    public func registerDataRepresentation(
      for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
      loadHandler:
        @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress?
    ) {
      registerDataRepresentation(
        forTypeIdentifier: contentType.identifier, visibility: visibility, loadHandler: loadHandler)
    }

    /// Loads the data of a type, as ``loadDataRepresentation(forTypeIdentifier:completionHandler:)``.
    @discardableResult
    public func loadDataRepresentation(
      for contentType: UTType, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
      loadDataRepresentation(
        forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
    }

    /// The data of a type, or the error that kept it from loading.
    public func loadDataRepresentation(for contentType: UTType) async throws -> Data {
      try await withCheckedThrowingContinuation { continuation in
        loadDataRepresentation(for: contentType) { data, error in
          if let data {
            continuation.resume(returning: data)
          } else {
            continuation.resume(
              throwing: error ?? Self.error(.unknownError, "The loader gave no data"))
          }
        }
      }
    }

    // MARK: Running loads

    /// Starts a load of `typeIdentifier` on a background queue; `failed` gets the error when
    /// there is no such type or the load was cancelled before it started.
    private func load(
      _ typeIdentifier: String,
      _ start: @escaping @Sendable (_Representation, _Unchecked<Progress>) -> Void,
      failed: @escaping @Sendable (any Error) -> Void
    ) -> Progress {
      guard let representation = representation(conformingTo: typeIdentifier) else {
        return failing(
          Self.error(.itemUnavailableError, "The item has no representation of \(typeIdentifier)"),
          completionHandler: failed)
      }
      let progress = _Unchecked(Progress(totalUnitCount: 1))
      DispatchQueue.global().async {
        guard !progress.value.isCancelled else { return failed(CocoaError(.userCancelled)) }
        start(representation, progress)
      }
      return progress.value
    }

    /// A progress for a load that fails at once; the handler still runs on a background queue.
    private func failing(
      _ error: any Error, completionHandler: @escaping @Sendable (any Error) -> Void
    ) -> Progress {
      let progress = Progress(totalUnitCount: 1)
      let failure = _Unchecked(error)
      DispatchQueue.global().async { completionHandler(failure.value) }
      return progress
    }
  }

  extension _Unchecked where Value == Progress {
    func finish() { value.completedUnitCount = value.totalUnitCount }
  }
#endif
