import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// `scrollContentBackground(_:)`: `.hidden` tells hosts to leave out the system background
/// behind a list's or form's rows (their scroll region item) and a text editor's text (its
/// item); fields and views without the modifier keep theirs; tests read it off the element.
@MainActor
@Suite struct ScrollContentBackgroundTests {
  private struct Notes: View {
    var visibility: Visibility = .hidden
    @State private var draft = "Borrador · 草稿"
    @State private var title = "Titre"
    var body: some View {
      VStack {
        List(["Lait", "Pain", "Reis · 米"], id: \.self) { Text($0) }
        Form { TextField("Title", text: $title) }
        TextEditor(text: $draft)
      }
      .scrollContentBackground(visibility)
      .background(Color.yellow)
    }
  }

  private func regions(_ core: HostCore) -> [_ScrollRegionItem] {
    core.displayList.items.compactMap { item in
      if case .scrollRegion(let region) = item.content { return region }
      return nil
    }
  }

  private func textAreas(_ core: HostCore) -> [_TextAreaItem] {
    core.displayList.items.compactMap { item in
      guard case .control(let control) = item.content, case .textArea(let area) = control.kind
      else { return nil }
      return area
    }
  }

  @Test func hiddenLeavesOutTheListsAndFormsBackground() {
    let core = HostCore(root: Notes(), width: 40, height: 20)
    defer { core.close() }
    let found = regions(core)
    #expect(found.count == 2)
    #expect(found.allSatisfy { !$0.showsContentBackground })
    let shown = HostCore(root: Notes(visibility: .automatic), width: 40, height: 20)
    defer { shown.close() }
    #expect(regions(shown).count == 2)
    #expect(regions(shown).allSatisfy { $0.showsContentBackground })
  }

  @Test func hiddenLeavesOutTheEditorsBackgroundButNotAFields() {
    struct Editors: View {
      @State private var body1 = "Texte · نص"
      @State private var line = "Zeile"
      var body: some View {
        VStack {
          TextEditor(text: $body1)
          TextField("Line", text: $line, axis: .vertical)
        }
        .scrollContentBackground(.hidden)
      }
    }
    let core = HostCore(root: Editors(), width: 30, height: 10)
    defer { core.close() }
    let areas = textAreas(core)
    #expect(areas.first { $0.isEditor }?.showsBackground == false)
    #expect(areas.first { !$0.isEditor }?.showsBackground == true)
    let plain = HostCore(root: TextEditor(text: .constant("x")), width: 10, height: 3)
    defer { plain.close() }
    #expect(textAreas(plain).first?.showsBackground == true)
  }

  @Test func anElementTellsIt() throws {
    let host = ViewHost(Notes(), width: 40, height: 20)
    #expect(try host.text("Lait").scrollContentBackground == .hidden)
    let shown = ViewHost(Notes(visibility: .visible), width: 40, height: 20)
    #expect(try shown.text("Lait").scrollContentBackground == .visible)
    let plain = ViewHost(List(["Lait"], id: \.self) { Text($0) }, width: 20, height: 3)
    #expect(try plain.text("Lait").scrollContentBackground == .automatic)
  }
}
