import Foundation
import Testing
import TrellisUniformTypes

/// `registerItem(forTypeIdentifier:loadHandler:)` and
/// `loadFileRepresentation(for:openInPlace:completionHandler:)`.
@MainActor
@Suite struct ItemProviderLazyItemTests {
  /// Waits for a completion handler that takes one value.
  private func wait<Value: Sendable>(
    _ start: (@escaping @Sendable (Value) -> Void) -> Void
  ) async -> Value {
    await withCheckedContinuation { continuation in start { continuation.resume(returning: $0) } }
  }

  @Test func aRegisteredItemIsMadeOnlyWhenLoadedAndAsTheClassAskedFor() async throws {
    let calls = Counter()
    let expected = ExpectedClasses()
    let provider = NSItemProvider()
    provider.registerItem(forTypeIdentifier: UTType.utf8PlainText.identifier) {
      completion, expectedClass, _ in
      calls.increment()
      expected.add(expectedClass.map { String(describing: $0) } ?? "nil")
      completion?(NSString(string: "क्षि 漢字 👩🏽‍💻"), nil)
    }
    #expect(calls.value == 0)
    #expect(provider.registeredContentTypes == [.utf8PlainText])
    #expect(provider.hasItemConformingToTypeIdentifier(UTType.text.identifier))
    let item: String? = await wait { done in
      provider.loadItem(forTypeIdentifier: UTType.plainText.identifier) { item, _ in
        done((item as? NSString).map { String($0) })
      }
    }
    #expect(item == "क्षि 漢字 👩🏽‍💻")
    // As data (an NSData is asked for) and as a string made from it.
    #expect(try await provider.loadDataRepresentation(for: .text) == Data("क्षि 漢字 👩🏽‍💻".utf8))
    let string: String? = await wait { done in
      provider.loadObject(ofClass: String.self) { string, _ in done(string) }
    }
    #expect(string == "क्षि 漢字 👩🏽‍💻")
    #expect(calls.value == 3)
    #expect(expected.values == ["nil", "NSData", "NSData"])
  }

  @Test func aRegisteredItemsErrorOrMissingItemComesThrough() async {
    struct Offline: Error {}
    let provider = NSItemProvider()
    provider.registerItem(forTypeIdentifier: UTType.url.identifier) { completion, _, _ in
      completion?(nil, Offline())
    }
    provider.registerItem(forTypeIdentifier: UTType.png.identifier) { completion, _, _ in
      completion?(nil, nil)
    }
    let failure: String? = await wait { done in
      provider.loadItem(forTypeIdentifier: UTType.url.identifier) { _, error in
        done(error.map { String(describing: type(of: $0)) })
      }
    }
    #expect(failure == "Offline")
    let missing: Int? = await wait { done in
      provider.loadDataRepresentation(for: .png) { _, error in done((error as NSError?)?.code) }
    }
    #expect(missing == NSItemProvider.ErrorCode.itemUnavailableError.rawValue)
  }

  @Test func aFileOpensInPlaceWhenAskedElseAsATemporaryCopy() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-in-place-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let fileURL = directory.appendingPathComponent("漢字 👩🏽‍💻.txt")
    try Data("क्षि".utf8).write(to: fileURL)
    let provider = try #require(NSItemProvider(contentsOf: fileURL))

    let inPlace: (String?, Bool, Bool) = await wait { done in
      provider.loadFileRepresentation(for: .plainText, openInPlace: true) { url, isInPlace, _ in
        done(
          (
            url?.path, isInPlace,
            url.map { FileManager.default.fileExists(atPath: $0.path) } ?? false
          ))
      }
    }
    #expect(inPlace.0 == fileURL.path)
    #expect(inPlace.1)
    #expect(FileManager.default.fileExists(atPath: fileURL.path))

    let copy: (String?, Bool, String?) = await wait { done in
      provider.loadFileRepresentation(for: .plainText) { url, isInPlace, _ in
        done((url?.path, isInPlace, url.flatMap { try? String(contentsOf: $0, encoding: .utf8) }))
      }
    }
    #expect(copy.0 != fileURL.path)
    #expect(copy.0?.hasSuffix("漢字 👩🏽‍💻.txt") == true)
    #expect(!copy.1)
    #expect(copy.2 == "क्षि")
    #expect(copy.0.map { FileManager.default.fileExists(atPath: $0) } == false)

    // Data, not a file: a copy even when in place is asked for; a missing type fails.
    let data = NSItemProvider(object: NSString(string: "漢字"))
    let written: (String?, Bool) = await wait { done in
      data.loadFileRepresentation(for: .plainText, openInPlace: true) { url, isInPlace, _ in
        done((url.flatMap { try? String(contentsOf: $0, encoding: .utf8) }, isInPlace))
      }
    }
    #expect(written.0 == "漢字")
    #expect(!written.1)
    let none: Int? = await wait { done in
      data.loadFileRepresentation(for: .png) { _, _, error in done((error as NSError?)?.code) }
    }
    #expect(none == NSItemProvider.ErrorCode.itemUnavailableError.rawValue)
  }
}

/// The classes load handlers were asked for, in order.
final class ExpectedClasses: @unchecked Sendable {
  private let lock = NSLock()
  private var names: [String] = []
  var values: [String] { lock.withLock { names } }
  func add(_ name: String) { lock.withLock { names.append(name) } }
}
