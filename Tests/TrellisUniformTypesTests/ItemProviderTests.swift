import Foundation
import Testing
import TrellisUniformTypes

/// What a completion handler was given, and whether it ran on the thread that asked.
private struct Loaded<Value: Sendable>: Sendable {
  let value: Value?
  let error: NSError?
  let onCallersThread: Bool
}

/// Runs a load from the main thread and waits for its completion handler.
@MainActor
private func load<Value: Sendable>(
  _ start: (@escaping @Sendable (Value?, (any Error)?) -> Void) -> Void
) async -> Loaded<Value> {
  await withCheckedContinuation { continuation in
    start { value, error in
      let sameThread = Thread.isMainThread
      continuation.resume(
        returning: Loaded(value: value, error: error as NSError?, onCallersThread: sameThread))
    }
  }
}

@MainActor
@Suite struct ItemProviderTests {
  static let greeting = "क्ष 漢字 👩‍👩‍👧"

  @Test func aStringIsOfferedAsUTF8TextAndLoadsBackOffTheCallersThread() async throws {
    let provider = NSItemProvider(object: NSString(string: Self.greeting))
    #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
    #expect(provider.registeredContentTypes == [.utf8PlainText])
    #expect(provider.hasItemConformingToTypeIdentifier("public.plain-text"))
    #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
    #expect(!provider.hasItemConformingToTypeIdentifier("public.url"))
    #expect(!provider.hasItemConformingToTypeIdentifier("org.example.unknown"))
    #expect(provider.canLoadObject(ofClass: String.self))
    // Text can be read as a URL, but this text is not one.
    #expect(provider.canLoadObject(ofClass: URL.self))
    let notURL: Loaded<URL> = await load {
      provider.loadObject(ofClass: URL.self, completionHandler: $0)
    }
    #expect(notURL.error?.code == NSItemProvider.ErrorCode.unavailableCoercionError.rawValue)

    let data: Loaded<Data> = await load {
      provider.loadDataRepresentation(forTypeIdentifier: "public.plain-text", completionHandler: $0)
    }
    #expect(data.value.map { String(decoding: $0, as: UTF8.self) } == Self.greeting)
    #expect(!data.onCallersThread)
    let string: Loaded<String> = await load {
      provider.loadObject(ofClass: String.self, completionHandler: $0)
    }
    #expect(string.value == Self.greeting)
    #expect(!string.onCallersThread)
  }

  @Test func unregisteredTypesAndClassesFailWithItemProviderErrors() async {
    let provider = NSItemProvider(object: NSString(string: "plain"))
    let data: Loaded<Data> = await load {
      provider.loadDataRepresentation(
        forTypeIdentifier: UTType.png.identifier, completionHandler: $0)
    }
    #expect(data.value == nil)
    #expect(data.error?.domain == NSItemProvider.errorDomain)
    #expect(data.error?.code == NSItemProvider.ErrorCode.itemUnavailableError.rawValue)
    #expect(!data.onCallersThread)
    let image = NSItemProvider()
    image.registerDataRepresentation(for: .png) {
      $0(Data([1]), nil)
      return nil
    }
    #expect(!image.canLoadObject(ofClass: URL.self))
    let url: Loaded<URL> = await load { image.loadObject(ofClass: URL.self, completionHandler: $0) }
    #expect(url.value == nil)
    #expect(url.error?.code == NSItemProvider.ErrorCode.unavailableCoercionError.rawValue)
    let file: Loaded<URL> = await load {
      provider.loadFileRepresentation(forTypeIdentifier: "public.json", completionHandler: $0)
    }
    #expect(file.error?.code == NSItemProvider.ErrorCode.itemUnavailableError.rawValue)
  }

  @Test func aRegisteredLoaderRunsOnlyWhenAskedAndItsErrorComesThrough() async throws {
    struct Broken: Error {}
    let calls = Counter()
    let provider = NSItemProvider()
    provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) {
      calls.increment()
      $0(Data([0x89, 0x50]), nil)
      return nil
    }
    provider.registerDataRepresentation(for: .json, visibility: .ownProcess) {
      $0(nil, Broken())
      return nil
    }
    #expect(calls.value == 0)
    #expect(provider.registeredContentTypes(conformingTo: .image) == [.png])
    #expect(provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
    #expect(try await provider.loadDataRepresentation(for: .image) == Data([0x89, 0x50]))
    #expect(calls.value == 1)
    await #expect(throws: Broken.self) { try await provider.loadDataRepresentation(for: .json) }
  }

  @Test func aURLIsOfferedAsAURLAndAsText() async throws {
    let url = try #require(URL(string: "https://example.org/漢字?q=क्ष"))
    let provider = NSItemProvider(object: url._bridgeToObjectiveC())
    #expect(provider.registeredTypeIdentifiers == ["public.url", "public.utf8-plain-text"])
    let loaded: Loaded<URL> = await load {
      provider.loadObject(ofClass: URL.self, completionHandler: $0)
    }
    #expect(loaded.value == url)
    let text: Loaded<String> = await load {
      provider.loadObject(ofClass: String.self, completionHandler: $0)
    }
    #expect(text.value == url.absoluteString)
    let file = NSItemProvider(object: URL(fileURLWithPath: "/tmp/a b.txt")._bridgeToObjectiveC())
    #expect(file.registeredTypeIdentifiers.first == "public.file-url")
  }

  @Test func aFileIsOfferedAsItsTypeAndLoadsAsDataAndAsACopyThatIsRemovedAfterwards() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-provider-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let fileURL = directory.appendingPathComponent("ノート 👩‍👩‍👧.json")
    try Data(#"{"name":"क्ष"}"#.utf8).write(to: fileURL)

    let provider = try #require(NSItemProvider(contentsOf: fileURL))
    #expect(provider.registeredContentTypes == [.json])
    #expect(provider.suggestedName == "ノート 👩‍👩‍👧.json")
    #expect(try await provider.loadDataRepresentation(for: .text) == Data(#"{"name":"क्ष"}"#.utf8))
    let copy: Loaded<String> = await load { completion in
      provider.loadFileRepresentation(forTypeIdentifier: "public.json") { url, error in
        // The copy exists while the handler runs, under the suggested name.
        let text = url.flatMap { try? String(contentsOf: $0, encoding: .utf8) }
        completion(url.map { "\($0.lastPathComponent)|\(text ?? "")|\($0.path)" }, error)
      }
    }
    let parts = try #require(copy.value).split(separator: "|").map(String.init)
    #expect(parts[0] == "ノート 👩‍👩‍👧.json")
    #expect(parts[1] == #"{"name":"क्ष"}"#)
    #expect(parts[2] != fileURL.path)
    #expect(!FileManager.default.fileExists(atPath: parts[2]))
    #expect(FileManager.default.fileExists(atPath: fileURL.path))

    #expect(NSItemProvider(contentsOf: directory)?.registeredContentTypes == [.folder])
    #expect(NSItemProvider(contentsOf: directory.appendingPathComponent("missing")) == nil)
    #expect(NSItemProvider(contentsOf: URL(string: "https://example.org/a.png")) == nil)
  }

  @Test func anItemLoadsAsItselfAndAsData() async throws {
    let provider = NSItemProvider(
      item: NSString(string: Self.greeting), typeIdentifier: UTType.utf8PlainText.identifier)
    let item: Loaded<String> = await load { completion in
      provider.loadItem(forTypeIdentifier: "public.utf8-plain-text", options: nil) { item, error in
        completion((item as? NSString).map { String($0) }, error)
      }
    }
    #expect(item.value == Self.greeting)
    #expect(try await provider.loadDataRepresentation(for: .plainText) == Data(Self.greeting.utf8))
    #expect(
      NSItemProvider(item: nil, typeIdentifier: "public.data").registeredTypeIdentifiers.isEmpty)
  }

  @Test func aCopyHasTheSameRepresentationsAndChangesApart() throws {
    let provider = NSItemProvider(object: NSString(string: "a"))
    provider.suggestedName = "漢字.txt"
    let copy = try #require(provider.copy() as? NSItemProvider)
    #expect(copy !== provider)
    #expect(copy.registeredTypeIdentifiers == provider.registeredTypeIdentifiers)
    #expect(copy.suggestedName == "漢字.txt")
    copy.registerDataRepresentation(for: .png) { _ in nil }
    #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
  }

  @Test func aCustomReadingClassLoadsFromTheFirstTypeItReads() async throws {
    let provider = NSItemProvider()
    provider.registerDataRepresentation(for: .commaSeparatedText) {
      $0(Data("क्ष,漢字".utf8), nil)
      return nil
    }
    #expect(provider.canLoadObject(ofClass: Row.self))
    let row: Loaded<[String]> = await load { completion in
      provider.loadObject(ofClass: Row.self) { object, error in
        completion((object as? Row)?.cells, error)
      }
    }
    #expect(row.value == ["क्ष", "漢字"])
  }
}

/// A class of a program's own that reads comma-separated text.
final class Row: NSObject, NSItemProviderReading {
  let cells: [String]
  init(cells: [String]) { self.cells = cells }

  static var readableTypeIdentifiersForItemProvider: [String] {
    [UTType.commaSeparatedText.identifier]
  }

  static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
    guard let text = String(data: data, encoding: .utf8) else {
      throw CocoaError(.fileReadCorruptFile)
    }
    return Self(cells: text.split(separator: ",").map(String.init))
  }
}

final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
}
