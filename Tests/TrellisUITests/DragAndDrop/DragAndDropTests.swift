import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// Words dragged onto baskets: `draggable` and `onDrag` sources, `dropDestination`, the
/// closure `onDrop`s and a `DropDelegate`, driven through `ViewHost` as a pointer would.
@MainActor
@Suite struct DragAndDropTests {
  @MainActor final class Log {
    var entries: [String] = []
    var words: [String] = []
    var locations: [CGPoint] = []
    var providers: [NSItemProvider] = []
  }

  nonisolated static let words = ["नमस्ते", "漢字", "👩🏽‍💻"]

  /// A row of words to drag, a basket taking text, a tray taking only files.
  private func board(_ log: Log, isTargeted: Binding<Bool>? = nil) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 8) {
        ForEach(Self.words, id: \.self) { word in Text(word).draggable(word) }
        Text("Plain").onDrag { NSItemProvider(object: "Plain क 字" as NSString) }
      }
      .frame(height: 32)
      Color.yellow.frame(width: 160, height: 64)
        .dropDestination(for: String.self) { words, location in
          log.words += words
          log.locations.append(location)
          return true
        } isTargeted: {
          log.entries.append("basket \($0)")
        }
        .accessibilityIdentifier("basket")
      Color.green.frame(width: 160, height: 64)
        .onDrop(of: [.fileURL], isTargeted: isTargeted) { providers in
          log.entries.append("tray took \(providers.count)")
          return true
        }
        .accessibilityIdentifier("tray")
    }
    .frame(width: 320, height: 240, alignment: .topLeading)
  }

  @Test(arguments: words)
  func aDraggedValueLandsInTheDestinationWithItsLocation(word: String) async throws {
    let log = Log()
    let host = ViewHost(board(log), width: 40, height: 15)
    let basket = try host.element(accessibilityIdentifier: "basket")
    #expect(try host.text(word).drag(onto: basket, at: CGPoint(x: 24, y: 40)))
    await host.finishDrops()
    #expect(log.words == [word])
    #expect(log.locations == [CGPoint(x: 24, y: 40)])
    #expect(log.entries == ["basket true", "basket false"])
  }

  @Test func aTargetPassesByADragOfTypesItDoesNotTake() throws {
    let log = Log()
    var targeted = false
    let binding = Binding(
      get: { targeted },
      set: {
        targeted = $0
        log.entries.append("tray \($0)")
      })
    let host = ViewHost(board(log, isTargeted: binding), width: 40, height: 15)
    let tray = try host.element(accessibilityIdentifier: "tray")
    let drag = try host.text("漢字").beginDrag()
    drag.move(over: tray)
    #expect(drag.operation == nil)
    #expect(!drag.drop())
    #expect(log.entries.isEmpty)
    #expect(!targeted)
  }

  @Test func isTargetedFollowsTheDragInAndOut() throws {
    let log = Log()
    let host = ViewHost(board(log), width: 40, height: 15)
    let basket = try host.element(accessibilityIdentifier: "basket")
    let tray = try host.element(accessibilityIdentifier: "tray")
    let drag = try host.text("नमस्ते").beginDrag()
    #expect(log.entries.isEmpty)
    drag.move(over: basket, at: CGPoint(x: 8, y: 8))
    drag.move(over: basket, at: CGPoint(x: 100, y: 50))
    #expect(drag.operation == .copy)
    #expect(log.entries == ["basket true"])
    drag.move(over: tray)
    #expect(log.entries == ["basket true", "basket false"])
    drag.move(over: basket)
    drag.leave()
    #expect(log.entries == ["basket true", "basket false", "basket true", "basket false"])
    drag.cancel()
    #expect(!drag.isActive)
    #expect(log.words.isEmpty)
  }

  @Test func onDragProvidersReachAClosureDropWithTheLocation() async throws {
    let log = Log()
    let host = ViewHost(
      VStack(spacing: 0) {
        Text("Plain").onDrag { NSItemProvider(object: "Plain क 字 🌍" as NSString) }
        Color.blue.frame(width: 80, height: 48)
          .onDrop(of: [.plainText], isTargeted: nil) { providers, location in
            log.providers = providers
            log.locations.append(location)
            return true
          }
          .accessibilityIdentifier("pad")
      }, width: 20, height: 8)
    let pad = try host.element(accessibilityIdentifier: "pad")
    #expect(try host.text("Plain").drag(onto: pad, at: CGPoint(x: 16, y: 32)))
    #expect(log.locations == [CGPoint(x: 16, y: 32)])
    let provider = try #require(log.providers.first)
    #expect(try await provider.loadTransferable(type: String.self) == "Plain क 字 🌍")
  }

  @Test func aDragFromAnotherProgramDropsFileURLs() async throws {
    let log = Log()
    var urls: [URL] = []
    let host = ViewHost(
      Color.orange.frame(width: 80, height: 48)
        .dropDestination(for: URL.self) { dropped, _ in
          urls = dropped
          return true
        }
        .accessibilityIdentifier("inbox"), width: 20, height: 8)
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("ड्रॉप-漢字-\(UUID().uuidString).txt")
    try Data("👩🏽‍💻".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let drag = host.beginDrag(of: _InsertedItems.providers(forFiles: [file]))
    drag.move(over: try host.element(accessibilityIdentifier: "inbox"))
    #expect(drag.operation == .copy)
    #expect(drag.drop())
    await host.finishDrops()
    #expect(urls == [file])
    _ = log
  }

  @Test func aPressThatDoesNotMoveIsNoDragAndTapsStillWork() throws {
    let log = Log()
    let host = ViewHost(
      Text("Tap 字").onTapGesture { log.entries.append("tap") }.draggable("x"),
      width: 20, height: 3)
    try host.text("Tap 字").tap()
    #expect(log.entries == ["tap"])
    #expect(!host.core.isDragging)
  }
}
