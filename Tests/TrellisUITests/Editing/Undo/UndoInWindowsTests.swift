import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// A shelf of books whose changes register their own undo with the undo manager given, the
/// undo registering the redo in turn, as an app's model does.
@MainActor @Observable
final class UndoShelf {
  var books: [String] = []

  func add(_ title: String, undoManager: UndoManager?) {
    books.append(title)
    undoManager?.registerUndo(withTarget: self) { shelf in
      shelf.remove(title, undoManager: undoManager)
    }
    undoManager?.setActionName("Add \(title)")
  }

  func remove(_ title: String, undoManager: UndoManager?) {
    books.removeAll { $0 == title }
    undoManager?.registerUndo(withTarget: self) { shelf in
      shelf.add(title, undoManager: undoManager)
    }
  }
}

/// A view that adds the next book of a list with each tap, reading the window's undo
/// manager from the environment.
private struct ShelfView: View {
  let shelf: UndoShelf
  let titles = ["Солярис", "火の鳥", "Dune"]
  @Environment(\.undoManager) private var undoManager

  var body: some View {
    VStack {
      Text("Books: \(shelf.books.joined(separator: ", "))")
      Button("Add") {
        shelf.add(titles[shelf.books.count % titles.count], undoManager: undoManager)
      }
    }
  }
}

private struct ShelfApp: App {
  let shelf: UndoShelf
  var replacesUndo = false
  var replacesPasteboard = false

  init() { shelf = UndoShelf() }
  init(shelf: UndoShelf, replacesUndo: Bool = false, replacesPasteboard: Bool = false) {
    self.shelf = shelf
    self.replacesUndo = replacesUndo
    self.replacesPasteboard = replacesPasteboard
  }

  var body: some Scene {
    WindowGroup { ShelfView(shelf: shelf) }
      .commands {
        if replacesUndo {
          CommandGroup(replacing: .undoRedo) { Button("Undo Everything") {} }
        }
        if replacesPasteboard {
          CommandGroup(replacing: .pasteboard) {}
        }
      }
  }
}

/// The window's undo manager as views and the Edit menu use it.
@MainActor
@Suite struct UndoInWindowsTests {
  private func items(_ host: ViewHost) throws -> [String: ViewHost.Element.MenuItem] {
    let items = try host.commandMenuItems("Edit")
    return Dictionary(items.map { ($0.title, $0) }, uniquingKeysWith: { first, _ in first })
  }

  @Test func theEnvironmentsUndoManagerIsTheWindows() throws {
    let shelf = UndoShelf()
    let host = ViewHost(ShelfView(shelf: shelf))
    try host.button("Add").tap()
    #expect(host.undoManager.canUndo)
    #expect(host.undoManager.undoActionName == "Add Солярис")
    let other = ViewHost(ShelfView(shelf: UndoShelf()))
    #expect(other.undoManager !== host.undoManager)
    #expect(!other.undoManager.canUndo)
  }

  @Test func eachTapIsAnActionOfItsOwnUndoneThenRedone() throws {
    let shelf = UndoShelf()
    let host = ViewHost(ShelfView(shelf: shelf))
    try host.button("Add").tap()
    try host.button("Add").tap()
    #expect(shelf.books == ["Солярис", "火の鳥"])
    host.undo()
    #expect(shelf.books == ["Солярис"])
    #expect(host.text.contains("Books: Солярис"))
    host.undo()
    #expect(shelf.books.isEmpty)
    host.redo()
    host.redo()
    #expect(shelf.books == ["Солярис", "火の鳥"])
    #expect(!host.undoManager.canRedo)
  }

  @Test func theEditMenusUndoAndRedoFollowTheManager() throws {
    let shelf = UndoShelf()
    let host = ViewHost(app: ShelfApp(shelf: shelf))
    var edit = try items(host)
    #expect(edit["Undo"]?.isEnabled == false)
    #expect(edit["Redo"]?.isEnabled == false)
    #expect(try host.command("Edit", "Undo").shortcut == KeyboardShortcut("z"))
    #expect(
      try host.command("Edit", "Redo").shortcut
        == KeyboardShortcut("z", modifiers: [.command, .shift]))
    // A disabled Undo's key does nothing.
    #expect(!host.pressShortcut("z"))
    try host.button("Add").tap()
    try host.button("Add").tap()
    edit = try items(host)
    #expect(edit["Undo Add 火の鳥"]?.isEnabled == true)
    try host.command("Edit", "Undo Add 火の鳥").perform()
    #expect(shelf.books == ["Солярис"])
    edit = try items(host)
    #expect(edit["Undo Add Солярис"]?.isEnabled == true)
    #expect(edit["Redo Add 火の鳥"]?.isEnabled == true)
    #expect(host.pressShortcut("z"))
    #expect(shelf.books.isEmpty)
    #expect(try items(host)["Undo"]?.isEnabled == false)
    #expect(host.pressShortcut("z", modifiers: [.command, .shift]))
    #expect(shelf.books == ["Солярис"])
  }

  @Test func anAppCanReplaceTheUndoAndPasteboardGroups() throws {
    let host = ViewHost(
      app: ShelfApp(shelf: UndoShelf(), replacesUndo: true, replacesPasteboard: true))
    let titles = try host.commandMenuItems("Edit").map(\.title)
    #expect(titles == ["Undo Everything"])
    let kept = ViewHost(app: ShelfApp(shelf: UndoShelf(), replacesUndo: true))
    let keptTitles = try kept.commandMenuItems("Edit").filter { $0.kind == .action }.map(\.title)
    #expect(keptTitles == ["Undo Everything", "Cut", "Copy", "Paste", "Delete", "Select All"])
  }
}
