// Only where Apple's CoreTransferable is missing: see AppleExports.swift.
#if !canImport(Darwin)
  import Foundation

  extension NSItemProvider {
    /// Offers a transferable value in each content type it exports, in its order: data
    /// representations as data, file representations as files. The value is made as it is registered.
    /// - Parameter transferable: Makes the value to offer.
    public func register<T: Transferable>(_ transferable: @autoclosure @escaping @Sendable () -> T)
    {
      // The value's own exporting conditions decide which types it offers, so it is made now
      // for the list, and kept for the loads.
      let item = transferable()
      for entry in T._transferEntries where entry.exports(item) {
        guard let type = entry.exportedType else { continue }
        if entry.prefersFile {
          registerFileRepresentation(
            forTypeIdentifier: type.identifier, fileOptions: [], visibility: .all
          ) { completion in
            _TransferExecutor.run {
              do {
                switch try await entry.export?(item) {
                case .file(let url, let inPlace): completion(url, inPlace, nil)
                case .data(let data):
                  completion(try Self.temporaryFile(data, type: type), false, nil)
                case nil: completion(nil, false, TransferError.noRepresentation(type, T.self))
                }
              } catch {
                completion(nil, false, error)
              }
            }
            return nil
          }
        } else {
          registerDataRepresentation(forTypeIdentifier: type.identifier, visibility: .all) {
            completion in
            _TransferExecutor.run {
              do {
                completion(try await entry.exportData(item), nil)
              } catch {
                completion(nil, error)
              }
            }
            return nil
          }
        }
        if suggestedName == nil, let name = entry.fileName?(item) { suggestedName = name }
      }
    }

    /// Loads a value of `type` from the first of its imported content types the provider
    /// offers: as a file for a file representation, as data otherwise.
    ///
    /// The handler runs once, on a background queue, with the value or the error.
    /// - Returns: The load's progress.
    @discardableResult
    public func loadTransferable<T: Transferable>(
      type: T.Type, completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void
    ) -> Progress {
      let progress = Progress(totalUnitCount: 1)
      let entries = T._transferEntries.filter { entry in
        entry.importedType.map { hasItemConformingToTypeIdentifier($0.identifier) } ?? false
      }
      guard let entry = entries.first, let contentType = entry.importedType else {
        let error = TransferError.noRepresentation(nil, T.self)
        DispatchQueue.global().async { completionHandler(.failure(error)) }
        return progress
      }
      let finish = _Unchecked(progress)
      if entry.prefersFile {
        loadFileRepresentation(for: contentType, openInPlace: true) { url, inPlace, error in
          guard let url else {
            return completionHandler(.failure(error ?? CocoaError(.fileNoSuchFile)))
          }
          // The temporary copy is removed when this handler returns: import it first.
          let semaphore = DispatchSemaphore(value: 0)
          _TransferExecutor.run {
            defer { semaphore.signal() }
            do {
              let value = try await entry.importValue(.file(url, inPlace: inPlace))
              finish.value.completedUnitCount = 1
              completionHandler(.success(value))
            } catch {
              completionHandler(.failure(error))
            }
          }
          semaphore.wait()
        }
      } else {
        loadDataRepresentation(for: contentType) { data, error in
          guard let data else {
            return completionHandler(.failure(error ?? CocoaError(.fileReadUnknown)))
          }
          _TransferExecutor.run {
            do {
              let value = try await entry.importValue(.data(data))
              finish.value.completedUnitCount = 1
              completionHandler(.success(value))
            } catch {
              completionHandler(.failure(error))
            }
          }
        }
      }
      return progress
    }

    /// A value of `type` loaded as ``loadTransferable(type:completionHandler:)`` does.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T {
      try await withCheckedThrowingContinuation { continuation in
        loadTransferable(type: type) { continuation.resume(with: $0) }
      }
    }

    /// `data` written to a new temporary file named for `type`.
    private static func temporaryFile(_ data: Data, type: UTType) throws -> URL {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("transfer-\(UUID().uuidString)", isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let name = "file" + (type.preferredFilenameExtension.map { ".\($0)" } ?? "")
      let url = folder.appendingPathComponent(name)
      try data.write(to: url)
      return url
    }
  }

  /// A value handed to a background task that only it touches from then on.
  struct _Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }
#endif
