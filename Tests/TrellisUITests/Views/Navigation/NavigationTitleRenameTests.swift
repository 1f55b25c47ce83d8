import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

@MainActor
private final class Document: ObservableObject {
  @Published var name: String
  init(name: String) { self.name = name }
}

/// A document editor as apps write it: the title bound to the model, a button that renames
/// it from code, and a link to a page with a fixed title.
private struct Editor: View {
  @ObservedObject var document: Document
  var body: some View {
    NavigationStack {
      VStack {
        Text("Body of the document")
        Button("Rename to Final") { document.name = "Final" }
        NavigationLink("Details") {
          Text("Details page").navigationTitle("Details")
        }
      }
      .navigationTitle($document.name)
    }
  }
}

@MainActor
@Suite struct NavigationTitleRenameTests {
  private func firstLine(_ host: ViewHost) -> String {
    String(host.text.split(separator: "\n", omittingEmptySubsequences: false)[0])
  }

  @Test func aBoundTitleIsAFieldInTheBarAndTypingRenamesTheModel() throws {
    let document = Document(name: "Draft")
    let host = ViewHost(Editor(document: document), width: 40, height: 8)
    // The field stands where the title is drawn, at the bar's start.
    let field = try host.textField("Title")
    #expect(field.value == "Draft")
    #expect(field.frame.y == 0 && field.frame.x == 0)
    #expect(firstLine(host).hasPrefix("[Draft"))
    #expect(host.windowTitle == "Draft")
    #expect(host.isWindowTitleRenamable)
    try field.focus()
    try field.type(" two")
    #expect(document.name == "Draft two")
    #expect(host.windowTitle == "Draft two")
    #expect(firstLine(host).hasPrefix("[Draft two"))
    host.close()
  }

  @Test func aNameSetFromCodeShowsInTheField() throws {
    let document = Document(name: "Draft")
    let host = ViewHost(Editor(document: document), width: 40, height: 8)
    try host.button("Rename to Final").tap()
    host.update()
    #expect(try host.textField("Title").value == "Final")
    #expect(firstLine(host).hasPrefix("[Final"))
    // And from outside any view.
    document.name = "नमस्ते 東京 👩‍👩‍👧"
    host.update()
    #expect(try host.textField("Title").value == "नमस्ते 東京 👩‍👩‍👧")
    #expect(host.windowTitle == "नमस्ते 東京 👩‍👩‍👧")
    host.close()
  }

  @Test func aPushedViewWithAFixedTitleHidesTheFieldUntilPopped() throws {
    let document = Document(name: "Draft")
    let host = ViewHost(Editor(document: document), width: 40, height: 8)
    try host.button("Details").tap()
    host.update()
    #expect(host.textFields("Title").isEmpty)
    #expect(!host.isWindowTitleRenamable)
    #expect(firstLine(host).contains("Details"))
    #expect(throws: ViewHostError.self) { try host.renameWindowTitle(to: "Nope") }
    #expect(document.name == "Draft")
    try host.button("‹ Back").tap()
    host.update()
    #expect(try host.textField("Title").value == "Draft")
    host.close()
  }

  @Test func renamingThroughTheHostsChromeWritesTheBinding() throws {
    let document = Document(name: "Draft")
    let host = ViewHost(Editor(document: document), width: 40, height: 8)
    try host.renameWindowTitle(to: "क्षत्रिय")
    #expect(document.name == "क्षत्रिय")
    #expect(try host.textField("Title").value == "क्षत्रिय")
    // An empty name is written as typed: the app decides what it means.
    try host.renameWindowTitle(to: "")
    #expect(document.name == "")
    host.close()
  }

  @Test func aTitleThatBecomesFixedLosesItsFieldAndOneThatBecomesBoundGainsIt() throws {
    struct Switching: View {
      @State private var name = "Bound"
      @State private var renamable = true
      var body: some View {
        NavigationStack {
          Toggle("Renamable", isOn: $renamable)
            .modifier(TitleChoice(renamable: renamable, name: $name))
        }
      }
    }
    struct TitleChoice: ViewModifier {
      let renamable: Bool
      @Binding var name: String
      func body(content: Content) -> some View {
        if renamable {
          content.navigationTitle($name)
        } else {
          content.navigationTitle("Fixed")
        }
      }
    }
    let host = ViewHost(Switching(), width: 40, height: 8)
    #expect(try host.textField("Title").value == "Bound")
    try host.toggle("Renamable").toggle()
    host.update()
    #expect(host.textFields("Title").isEmpty)
    #expect(firstLine(host).hasPrefix("Fixed"))
    try host.toggle("Renamable").toggle()
    host.update()
    #expect(try host.textField("Title").value == "Bound")
    host.close()
  }
}

@MainActor
@Suite struct NavigationSubtitleTests {
  private final class Notes: ObservableObject {
    @Published var count = 3
  }

  private struct NoteList: View {
    @ObservedObject var notes: Notes
    var body: some View {
      NavigationStack {
        VStack {
          Button("Add") { notes.count += 1 }
          NavigationLink("Open") {
            Text("Note").navigationTitle("東京").navigationSubtitle("क्षत्रिय 👩‍👩‍👧")
          }
        }
        .navigationTitle("Notes")
        .navigationSubtitle("\(notes.count) notes")
      }
    }
  }

  @Test func theSubtitleFollowsTheTitleDimmedAndFollowsState() throws {
    let notes = Notes()
    let host = ViewHost(NoteList(notes: notes), width: 40, height: 8)
    let first = String(host.text.split(separator: "\n")[0])
    #expect(first.hasPrefix("Notes 3 notes"))
    #expect(host.windowSubtitle == "3 notes")
    let subtitle = try #require(
      host.core.displayList.items.first { item in
        if case .title("3 notes", let style) = item.content { return style.isSecondary }
        return false
      })
    #expect(subtitle.frame.minY == 0)
    try host.button("Add").tap()
    host.update()
    #expect(host.windowSubtitle == "4 notes")
    #expect(host.text.split(separator: "\n")[0].hasPrefix("Notes 4 notes"))
    try host.button("Open").tap()
    host.update()
    #expect(host.windowTitle == "東京")
    #expect(host.windowSubtitle == "क्षत्रिय 👩‍👩‍👧")
    #expect(host.text.contains("東京 क्षत्रिय 👩‍👩‍👧"))
    host.close()
  }

  @Test func aSubtitleAloneStillGivesTheEntryABar() {
    let host = ViewHost(
      NavigationStack { Text("Content").navigationSubtitle("Only a subtitle") }, width: 40,
      height: 6)
    #expect(host.text.split(separator: "\n")[0].contains("Only a subtitle"))
    #expect(host.windowSubtitle == "Only a subtitle")
    host.close()
  }
}
