// Only where Apple's UniformTypeIdentifiers and Foundation lack these types: see
// AppleExports.swift.
#if !canImport(Darwin)
  import Foundation

  extension _Representation {
    /// Loads the representation as data.
    func loadData(_ completion: @escaping @Sendable (Data?, (any Error)?) -> Void) {
      switch source {
      case .data(let loader):
        _ = loader(completion)
      case .file(let loader):
        _ = loader { url, _, error in
          guard let url else { return completion(nil, error ?? Self.noFile) }
          do {
            completion(try Data(contentsOf: url), nil)
          } catch {
            completion(nil, error)
          }
        }
      case .item(let item):
        do {
          completion(try Self.data(of: item.value), nil)
        } catch {
          completion(nil, error)
        }
      case .lazyItem(let loader):
        // Asked for data, as Apple's providers ask a registered item's handler for `NSData`.
        loader(
          { item, error in
            guard let item else { return completion(nil, error ?? Self.noItem) }
            do {
              completion(try Self.data(of: item), nil)
            } catch {
              completion(nil, error)
            }
          }, NSData.self, nil)
      }
    }

    /// Loads the representation as the item it was registered as.
    func loadItem(_ completion: @escaping @Sendable ((any NSSecureCoding)?, (any Error)?) -> Void) {
      switch source {
      case .item(let item):
        completion(item.value, nil)
      case .file(let loader):
        _ = loader { url, _, error in
          guard let url else { return completion(nil, error ?? Self.noFile) }
          completion(NSURL(fileURLWithPath: url.path), nil)
        }
      case .data:
        loadData { data, error in completion(data.map { NSData(data: $0) }, error) }
      case .lazyItem(let loader):
        // The receiver's wanted class is not known here: the handler gives what it has.
        loader(
          { item, error in completion(item, item == nil ? error ?? Self.noItem : nil) }, nil, nil)
      }
    }

    /// Loads the representation into a temporary file, hands it to `completion` and removes
    /// it when `completion` returns.
    func loadTemporaryFile(
      named name: String?, _ completion: @escaping @Sendable (URL?, (any Error)?) -> Void
    ) {
      let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("trellis-item-\(UUID().uuidString)", isDirectory: true)
      let fileName = fileName(suggested: name)
      let destination = directory.appendingPathComponent(fileName)
      @Sendable func deliver(_ write: () throws -> Void) {
        do {
          try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
          try write()
          completion(destination, nil)
        } catch {
          completion(nil, error)
        }
        try? FileManager.default.removeItem(at: directory)
      }
      if case .file(let loader) = source {
        _ = loader { url, _, error in
          guard let url else { return completion(nil, error ?? Self.noFile) }
          deliver { try FileManager.default.copyItem(at: url, to: destination) }
        }
      } else {
        loadData { data, error in
          guard let data else { return completion(nil, error) }
          deliver { try data.write(to: destination) }
        }
      }
    }

    /// The suggested name, or one made from the type's preferred extension.
    private func fileName(suggested: String?) -> String {
      if let suggested, !suggested.isEmpty, !suggested.contains("/") { return suggested }
      let type = UTType(typeIdentifier)
      return ["item", type?.preferredFilenameExtension].compactMap { $0 }.joined(separator: ".")
    }

    /// Opens the offered file where it is, when it is a file and `inPlace` is asked for: the
    /// handler gets its own URL and `true`, and the file stays. Anything else is copied into a
    /// temporary file, removed when the handler returns, and the handler gets `false`.
    func loadFile(
      inPlace: Bool, named name: String?,
      _ completion: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void
    ) {
      guard inPlace, case .file(let loader) = source else {
        return loadTemporaryFile(named: name) { completion($0, false, $1) }
      }
      _ = loader { url, _, error in
        guard let url else { return completion(nil, false, error ?? Self.noFile) }
        completion(url, true, nil)
      }
    }

    private static var noItem: NSError {
      NSItemProvider.error(.itemUnavailableError, "The load handler gave no item")
    }

    private static var noFile: NSError {
      NSItemProvider.error(.itemUnavailableError, "The loader gave no file")
    }

    /// An item's data: a string as UTF-8, a URL as its absolute string, data as itself, any
    /// other item archived.
    private static func data(of item: any NSSecureCoding) throws -> Data {
      switch item {
      case let data as NSData: return Data(referencing: data)
      case let string as NSString: return Data(String(string).utf8)
      case let url as NSURL: return Data(url.absoluteString.utf8)
      default:
        return try NSKeyedArchiver.archivedData(withRootObject: item, requiringSecureCoding: true)
      }
    }
  }
#endif
