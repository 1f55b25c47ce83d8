import Testing
import TrellisTesting
@_spi(TrellisHost) import TrellisUI

@_spi(TrellisHost) @testable import TrellisTerminalHost

private struct Song: Identifiable {
  let id: Int
  var title: String
}

/// A row that holds state of its own: a toggle on `@State`.
private struct FavouriteRow: View {
  let song: Song
  @State private var isFavourite = false
  var body: some View {
    Toggle(song.title, isOn: $isFavourite)
  }
}

@MainActor private final class Draft: ObservableObject {
  static var made = 0
  @Published var text = ""
  init() { Draft.made += 1 }
}

/// A row that owns an object and a field editing it.
private struct DraftRow: View {
  let number: Int
  @StateObject private var draft = Draft()
  var body: some View {
    TextField("Note \(number)", text: $draft.text)
  }
}

/// A row with a field focused through `@FocusState`.
private struct FocusRow: View {
  let number: Int
  @State private var text = ""
  @FocusState private var isFocused: Bool
  var body: some View {
    HStack {
      TextField("Field \(number)", text: $text).focused($isFocused)
      Text(isFocused ? "editing \(number)" : "idle \(number)")
    }
  }
}

@MainActor
@Suite struct LazyRowStateTests {
  // A toggle that was on is still on after its row scrolls out of view and back.
  @Test(arguments: [false, true])
  func aRowsStateSurvivesScrollingAwayAndBack(inLazyStack: Bool) throws {
    let songs = (0..<1_000).map { Song(id: $0, title: "Song \($0)") }
    let host: ViewHost
    if inLazyStack {
      host = ViewHost(
        ScrollView { LazyVStack { ForEach(songs) { FavouriteRow(song: $0) } } }, width: 30,
        height: 6)
    } else {
      host = ViewHost(List(songs) { FavouriteRow(song: $0) }, width: 30, height: 6)
    }
    try host.toggle("Song 2").tap()
    host.update()
    #expect(try host.toggle("Song 2").isOn == true)
    try host.toggle("Song 0").scroll(by: 400)
    #expect(!host.contains(text: "Song 2"))
    try host.toggle("Song 400").scroll(by: -400)
    #expect(try host.toggle("Song 2").isOn == true)
    #expect(try host.toggle("Song 3").isOn == false)
  }

  // Rows that hold no state cost nothing off screen: scrolling far keeps the graph small.
  // Rows that do are kept, so memory grows with the rows that hold state, not the row count.
  @Test func onlyRowsHoldingStateAreKeptOffScreen() throws {
    let songs = (0..<10_000).map { Song(id: $0, title: "Song \($0)") }
    let host = ViewHost(List(songs) { FavouriteRow(song: $0) }, width: 30, height: 6)
    let opened = host.liveNodeCount
    for step in 1...20 { try host.elements[0].scroll(by: step * 7) }
    // FavouriteRow always holds @State: every row that was shown is kept.
    let afterScrolling = host.liveNodeCount
    #expect(afterScrolling > opened)

    let stateless = ViewHost(List(songs) { Text($0.title) }, width: 30, height: 6)
    let statelessOpened = stateless.liveNodeCount
    for step in 1...20 { try stateless.elements[0].scroll(by: step * 7) }
    #expect(stateless.liveNodeCount == statelessOpened)
  }

  // A row's @StateObject is made once for its identity, however often it scrolls away.
  @Test func aRowsStateObjectLastsAsLongAsItsIdentity() throws {
    Draft.made = 0
    let host = ViewHost(List(0..<1_000, id: \.self) { DraftRow(number: $0) }, width: 30, height: 4)
    try host.textField("Note 1").type("hello")
    host.update()
    try host.textField("Note 0").scroll(by: 300)
    let made = Draft.made
    try host.elements[0].scroll(by: -300)
    #expect(try host.textField("Note 1").value == "hello")
    #expect(Draft.made == made)
  }

  // Removing a row's item from the data ends its state, even while the row is off screen:
  // an item with the same id added back starts fresh.
  @Test func removingAnOffScreenRowsItemEndsItsState() async throws {
    struct Screen: View {
      @State var songs = (0..<200).map { Song(id: $0, title: "Song \($0)") }
      var body: some View {
        VStack {
          HStack {
            Button("Remove 1") { songs.removeAll { $0.id == 1 } }
            Button("Restore 1") { songs.insert(Song(id: 1, title: "Song 1"), at: 1) }
          }
          List(songs) { FavouriteRow(song: $0) }
        }
      }
    }
    let host = ViewHost(Screen(), width: 40, height: 6)
    try host.toggle("Song 1").tap()
    host.update()
    try host.toggle("Song 0").scroll(by: 100)
    try host.button("Remove 1").tap()
    await host.nextUpdate()
    try host.button("Restore 1").tap()
    await host.nextUpdate()
    try host.elements.last!.scroll(by: -100)
    #expect(try host.toggle("Song 1").isOn == false)
  }

  // A focused field keeps focus, its text and its caret while its row is scrolled away, and
  // typing still goes to it.
  @Test func aFocusedFieldKeepsFocusTextAndCaretWhileScrolledAway() throws {
    let core = HostCore(
      root: List(0..<500, id: \.self) { FocusRow(number: $0) }, width: 40, height: 5)
    defer { core.close() }
    let field = try #require(core.elements.first { $0.placeholder == "Field 1" })
    try field.type("abc")
    try field.moveCaret(.left)
    core.update()
    #expect(core.elements.contains { $0.text == "editing 1" })
    try core.elements[0].scroll(by: 200)
    #expect(!core.elements.contains { $0.placeholder == "Field 1" })
    #expect(core.focused?.placeholder == "Field 1")
    try core.focused?.type("X")
    core.update()
    try core.elements[0].scroll(by: -200)
    let back = try #require(core.elements.first { $0.placeholder == "Field 1" })
    #expect(back.fieldText == "abXc")
    #expect(back.isFocused)
    #expect(back.caretOffset == 3)
    #expect(core.elements.contains { $0.text == "editing 1" })
  }

  // Rows with state off screen are released when the list goes.
  @Test func closingReleasesRowsKeptOffScreen() throws {
    Draft.made = 0
    let host = ViewHost(List(0..<1_000, id: \.self) { DraftRow(number: $0) }, width: 30, height: 4)
    try host.elements[0].scroll(by: 300)
    #expect(host.liveNodeCount > 0)
    host.close()
    #expect(host.liveNodeCount == 0)
  }
}
