import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// Toolbars in the terminal: the row under the title, its items reached with Tab and
/// pressed with Return, Space or a click; in a sheet, Return runs the confirmation and Escape
/// the cancellation; a pushed view that hides its back button is not left by Escape.
@MainActor
@Suite struct TerminalToolbarTests {
  @Observable final class Library {
    var books = ["Dune"]
    var log: [String] = []
    var isAdding = false
    var path: [String] = []
  }

  struct Shelf: View {
    @Bindable var library: Library
    var body: some View {
      NavigationStack(path: $library.path) {
        VStack {
          ForEach(library.books, id: \.self) { Text($0) }
          NavigationLink("Settings", value: "settings")
        }
        .navigationTitle("Books")
        .navigationDestination(for: String.self) { _ in Settings(library: library) }
        .toolbar {
          ToolbarItem(placement: .topBarLeading) { Button("Sort") { library.log.append("sort") } }
          ToolbarItem(placement: .topBarTrailing) {
            Button("Add") { library.isAdding = true }
          }
        }
        .sheet(isPresented: $library.isAdding) { AddBook(library: library) }
      }
    }
  }

  struct Settings: View {
    let library: Library
    var body: some View {
      Text("Unsaved changes")
        .navigationTitle("Settings")
        .navigationBarBackButtonHidden(true)
        .toolbar {
          ToolbarItem(placement: .confirmationAction) {
            Button("Done") { library.path.removeAll() }
          }
        }
    }
  }

  struct AddBook: View {
    let library: Library
    @Environment(\.dismiss) private var dismiss
    var body: some View {
      Text("New book")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") {
              library.log.append("cancel")
              dismiss()
            }
          }
          ToolbarItem(placement: .confirmationAction) {
            Button("Save") {
              library.books.append("Emma")
              dismiss()
            }
          }
        }
    }
  }

  private func press(_ input: _TerminalInput, _ key: Key, _ modifiers: KeyModifiers = []) {
    _ = input.handle(.key(KeyEvent(key, modifiers: modifiers)))
    input.core.update()
  }

  private func make(_ library: Library) -> _TerminalInput {
    _TerminalInput(core: HostCore(root: Shelf(library: library), width: 40, height: 10))
  }

  @Test func theRowIsUnderTheTitleAndTabReachesItsItems() throws {
    let library = Library()
    let input = make(library)
    let lines = input.core.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].contains("Books"))
    #expect(lines[1].hasPrefix("[ Sort ]"))
    #expect(lines[1].hasSuffix("[ Add ]"))
    press(input, .tab)
    #expect(input.core.focused?.text == "Sort")
    press(input, .enter)
    #expect(library.log == ["sort"])
    press(input, .tab)
    #expect(input.core.focused?.text == "Add")
    press(input, .character(" "))
    #expect(library.isAdding)
  }

  @Test func aClickPressesAnItem() {
    let library = Library()
    let input = make(library)
    let add = input.core.elements.first { $0.text == "Add" && $0.kind == .button }
    let frame = add?.cellFrame ?? (x: 0, y: 0, width: 0, height: 0)
    _ = input.handle(.mouse(MouseEvent(.press(.left), column: frame.x + 1, row: frame.y)))
    _ = input.handle(.mouse(MouseEvent(.release(.left), column: frame.x + 1, row: frame.y)))
    input.core.update()
    #expect(library.isAdding)
  }

  @Test func returnRunsASheetsConfirmationAndEscapeItsCancellation() throws {
    let library = Library()
    let input = make(library)
    library.isAdding = true
    input.core.update()
    let sheet = try #require(input.core.presentations.last)
    #expect(sheet.defaultAction?.text == "Save")
    #expect(sheet.cancelAction?.text == "Cancel")
    press(input, .escape)
    #expect(library.log == ["cancel"])
    #expect(!library.isAdding)
    library.isAdding = true
    input.core.update()
    input.core.clearFocus()
    press(input, .enter)
    #expect(library.books == ["Dune", "Emma"])
    #expect(!library.isAdding)
  }

  @Test func escapeDoesNotLeaveAViewThatHidesItsBackButton() throws {
    let library = Library()
    let input = make(library)
    library.path = ["settings"]
    input.core.update()
    #expect(input.core.text.contains("Unsaved changes"))
    #expect(!input.core.elements.contains { $0.isNavigationBackButton })
    #expect(!input.core.text.contains("Back"))
    #expect(!input.core.canNavigateBack)
    press(input, .escape)
    #expect(library.path == ["settings"])
    #expect(input.core.text.contains("Unsaved changes"))
    // The view's own button still leaves.
    try #require(input.core.elements.first { $0.text == "Done" && $0.kind == .button }).tap()
    input.core.update()
    #expect(library.path.isEmpty)
    #expect(input.core.text.contains("Dune"))
  }
}
