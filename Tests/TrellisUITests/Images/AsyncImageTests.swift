import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// `AsyncImage`: the placeholder until the load ends, then the image (or the failure), a new
/// load for a new URL, and clear errors for what is not an image. The images are the
/// `Resources/Images` fixtures, loaded by their `file:` URLs.
@MainActor
@Suite struct AsyncImageTests {
  private static func fixture(_ name: String) throws -> URL {
    try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Images"))
  }

  /// Updates the host until `condition` holds (loads finish off the main actor).
  private func waitUntil(_ host: ViewHost, _ condition: () -> Bool) async {
    for _ in 0..<500 where !condition() {
      try? await Task.sleep(for: .milliseconds(10))
      host.update()
    }
  }

  /// A view that shows each phase as text, and records the phases it was given.
  private struct PhaseView: View {
    let url: URL?
    let log: PhaseLog
    var body: some View {
      AsyncImage(url: url) { phase in
        switch phase {
        case .empty:
          let _ = log.phases.append("empty")
          Text("Loading")
        case .success(let image):
          let _ = log.phases.append("success")
          image.resizable().frame(width: 8, height: 4)
        case .failure(let error):
          let _ = log.phases.append("failure")
          Text("Failed: \(String(describing: error))")
        }
      }
    }
  }

  @MainActor private final class PhaseLog {
    var phases: [String] = []
  }

  @Test func thePlaceholderFillsTheRoomUntilTheImageLoadsAtItsOwnSize() async throws {
    let url = try Self.fixture("red.png")
    // 160 by 64 points: 20 cells by 4 in the headless host's grid.
    let host = ViewHost(AsyncImage(url: url).frame(width: 160, height: 64), width: 40, height: 8)
    // At first: the grey placeholder across the frame, no image.
    #expect(host.images(named: "red.png").isEmpty)
    #expect(host.shapes.contains { $0.frame.size == CGSize(width: 160, height: 64) })
    await waitUntil(host) { !host.images(named: "red.png").isEmpty }
    let image = try #require(host.images(named: "red.png").first)
    #expect(image.imageFile == url)
    #expect(image.imageSize == CGSize(width: 16, height: 16))
    #expect(!host.shapes.contains { $0.frame.size == CGSize(width: 160, height: 64) })
    host.close()
  }

  @Test func theContentIsGivenEachPhaseInTurn() async throws {
    let log = PhaseLog()
    let host = ViewHost(
      PhaseView(url: try Self.fixture("wide.png"), log: log), width: 40, height: 8)
    #expect(host.contains(text: "Loading"))
    await waitUntil(host) { !host.images(named: "wide.png").isEmpty }
    #expect(!host.contains(text: "Loading"))
    #expect(try #require(host.images(named: "wide.png").first).imageSize?.width == 8)
    #expect(log.phases.first == "empty")
    #expect(log.phases.last == "success")
    #expect(!log.phases.contains("failure"))
    host.close()
  }

  @Test func aMissingFileFailsWithItsError() async throws {
    let log = PhaseLog()
    let missing = URL(fileURLWithPath: "/nonexistent/क्षत्रिय-東京.png")
    let host = ViewHost(PhaseView(url: missing, log: log), width: 80, height: 8)
    await waitUntil(host) { host.text.contains("Failed") }
    #expect(log.phases.last == "failure")
    #expect(host.images(named: "क्षत्रिय-東京.png").isEmpty)
    host.close()
  }

  @Test func bytesThatAreNotAnImageFailAndABrokenPNGToo() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("async-image-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = folder.appendingPathComponent("notes.txt")
    try Data("नमस्ते 👩‍👩‍👧".utf8).write(to: text)
    let broken = folder.appendingPathComponent("broken.png")
    try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 1, 2, 3]).write(
      to: broken)
    for url in [text, broken] {
      let log = PhaseLog()
      let host = ViewHost(PhaseView(url: url, log: log), width: 80, height: 8)
      await waitUntil(host) { host.text.contains("Failed") }
      #expect(log.phases.last == "failure", "\(url.lastPathComponent)")
      host.close()
    }
    let result = await _AsyncImageLoader.load(text, scale: 1)
    #expect((try? result.get()) == nil)
    if case .failure(let error) = result {
      #expect(error as? _AsyncImageLoader.Failure == .notAnImage)
    }
  }

  @Test func anSVGThatIsNotWellFormedFailsWithItsReason() async throws {
    let broken = await _AsyncImageLoader.load(try Self.fixture("unreadable.svg"), scale: 1)
    if case .failure(let error) = broken {
      #expect(error as? _SVGError == .malformed("<g> is closed by </svg>", line: 1))
    } else {
      Issue.record("a broken SVG loaded")
    }
    let good = try await _AsyncImageLoader.load(try Self.fixture("shapes.svg"), scale: 1).get()
    #expect(good.format == .svg && good.pointSize == CGSize(width: 32, height: 32))
  }

  @Test func aFileWithoutAnExtensionIsKnownByItsBytes() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("async-image-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let cover = folder.appendingPathComponent("cover")
    try FileManager.default.copyItem(at: try Self.fixture("red.png"), to: cover)
    let file = try await _AsyncImageLoader.load(cover, scale: 2).get()
    #expect(file.format == .png)
    #expect(file.url.pathExtension == "png")
    // Two pixels a point: the 16-pixel image is 8 points.
    #expect(file.pointSize == CGSize(width: 8, height: 8))
  }

  @Test func otherSchemesAndBadScalesFailClearly() async throws {
    let ftp = try #require(URL(string: "ftp://example.com/a.png"))
    let result = await _AsyncImageLoader.load(ftp, scale: 1)
    if case .failure(let error) = result {
      #expect(error as? _AsyncImageLoader.Failure == .unsupportedScheme("ftp"))
      #expect(String(describing: error).contains("ftp"))
    } else {
      Issue.record("an ftp URL loaded")
    }
    let zero = await _AsyncImageLoader.load(try Self.fixture("red.png"), scale: 0)
    #expect((try? zero.get()) == nil)
    // Nothing listens on port 9 here: the load fails rather than hanging or crashing.
    let closed = try #require(URL(string: "http://127.0.0.1:9/image.png"))
    #expect((try? await _AsyncImageLoader.load(closed, scale: 1).get()) == nil)
  }

  @Test func aNewURLLoadsAgainAndANilOneShowsThePlaceholder() async throws {
    struct Switcher: View {
      let urls: [URL?]
      @State private var index = 0
      var body: some View {
        VStack {
          Button("Next") { index += 1 }
          AsyncImage(url: urls[index]) { image in
            image
          } placeholder: {
            Text("Placeholder")
          }
        }
      }
    }
    let host = ViewHost(
      Switcher(urls: [try Self.fixture("red.png"), try Self.fixture("wide.png"), nil]),
      width: 60, height: 30)
    await waitUntil(host) { !host.images(named: "red.png").isEmpty }
    try host.button("Next").tap()
    host.update()
    await waitUntil(host) { !host.images(named: "wide.png").isEmpty }
    #expect(host.images(named: "red.png").isEmpty)
    try host.button("Next").tap()
    host.update()
    await waitUntil(host) { host.contains(text: "Placeholder") }
    #expect(host.contains(text: "Placeholder"))
    #expect(host.images(named: "wide.png").isEmpty)
    host.close()
  }
}
