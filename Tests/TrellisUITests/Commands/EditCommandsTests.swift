import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// What a focusable view's edit commands received.
@MainActor @Observable
private final class Board {
  var selected = "Ünïcödé"
  var pasted: [String] = []
  var deleted = 0
  var moves: [MoveCommandDirection] = []
}

/// A focusable view that answers every edit command, beside a field and a secure field.
private struct BoardView: View {
  let board: Board
  @State private var title = ""
  @State private var secret = "s3cret"

  var body: some View {
    VStack {
      TextField("Title", text: $title)
      SecureField("Secret", text: $secret)
      Text("Selected: \(board.selected)")
        .focusable()
        .onCopyCommand { [NSItemProvider(object: board.selected as NSString)] }
        .onCutCommand {
          let item = NSItemProvider(object: board.selected as NSString)
          board.selected = ""
          return [item]
        }
        .onPasteCommand(of: [.plainText]) { providers in
          for provider in providers {
            _ = provider.loadObject(ofClass: String.self) { text, _ in
              let text = text ?? ""
              Task { @MainActor in board.pasted.append(text) }
            }
          }
        }
        .onDeleteCommand { board.deleted += 1 }
        .onMoveCommand { board.moves.append($0) }
      Text("Title: \(title)")
    }
  }
}

/// A view whose paste validator refuses text that is not a number.
private struct NumberView: View {
  @State private var numbers: [Int] = []

  var body: some View {
    Text("Numbers: \(numbers.map(String.init).joined(separator: ","))")
      .focusable()
      .onPasteCommand(of: [.plainText]) { providers in
        providers.isEmpty ? nil : providers.count
      } perform: { count in
        numbers.append(count)
      }
  }
}

@MainActor
@Suite struct EditCommandsTests {
  @Test func aFocusedFieldCopiesCutsAndPastesItsText() throws {
    let host = ViewHost(BoardView(board: Board()))
    let field = try host.textField("Title")
    try field.focus()
    try field.type("Grüße")
    #expect(host.copy())
    #expect(host.clipboardText == "Grüße")
    #expect(host.cut())
    #expect(!host.text.contains("Title: Grüße"))
    #expect(host.clipboardText == "Grüße")
    #expect(host.paste("नमस्ते "))
    #expect(host.paste())
    // Each paste goes in at the caret, after the one before.
    #expect(host.text.contains("Title: नमस्ते नमस्ते"))
  }

  @Test func aFieldsEditCommandsAreUndoneAndRedone() throws {
    let host = ViewHost(BoardView(board: Board()))
    let field = try host.textField("Title")
    try field.focus()
    try field.type("日本語")
    host.update()
    #expect(host.cut())
    #expect(host.undoManager.undoMenuItemTitle == "Undo Cut")
    host.undo()
    #expect(host.text.contains("Title: 日本語"))
    host.redo()
    #expect(!host.text.contains("Title: 日本語"))
    #expect(host.paste("abc"))
    #expect(host.undoManager.undoMenuItemTitle == "Undo Paste")
    host.undo()
    #expect(!host.text.contains("Title: abc"))
    #expect(host.delete() == false)  // nothing to delete in an empty field
  }

  @Test func aSecureFieldsTextIsNeverCopied() throws {
    let host = ViewHost(BoardView(board: Board()))
    try host.textField("Secret").focus()
    #expect(!host.copy())
    #expect(!host.cut())
    #expect(host.clipboardText == nil)
  }

  @Test func theFocusedViewsCommandsRun() async throws {
    let board = Board()
    let host = ViewHost(BoardView(board: board))
    try host.text("Selected: Ünïcödé").focus()
    #expect(host.copy())
    #expect(host.clipboardItems.count == 1)
    #expect(host.clipboardText == nil)
    #expect(host.paste())
    #expect(host.cut())
    #expect(board.selected == "")
    #expect(host.delete())
    #expect(board.deleted == 1)
    #expect(host.move(.up))
    #expect(host.move(.right))
    #expect(board.moves == [.up, .right])
    // The pasted item's text arrives as it loads.
    for _ in 0..<200 where board.pasted.isEmpty { await host.nextUpdate() }
    #expect(board.pasted == ["Ünïcödé"])
  }

  @Test func pasteNeedsAnItemOfTheViewsTypes() throws {
    let board = Board()
    let host = ViewHost(BoardView(board: board))
    try host.text("Selected: Ünïcödé").focus()
    let image = NSItemProvider()
    image.registerDataRepresentation(forTypeIdentifier: UTType.png.identifier, visibility: .all) {
      completion in
      completion(Data([0x89]), nil)
      return nil
    }
    #expect(!host.paste([image]))
  }

  @Test func aValidatorsNilLeavesThePasteUndone() throws {
    let host = ViewHost(NumberView())
    try host.text("Numbers: ").focus()
    #expect(!host.paste([]))
    #expect(host.paste("७"))
    #expect(host.text.contains("Numbers: 1"))
  }

  @Test func withoutFocusNothingAnswers() {
    let board = Board()
    let host = ViewHost(BoardView(board: board))
    #expect(!host.copy())
    #expect(!host.delete())
    #expect(!host.move(.down))
    #expect(board.moves.isEmpty && board.deleted == 0)
  }
}
