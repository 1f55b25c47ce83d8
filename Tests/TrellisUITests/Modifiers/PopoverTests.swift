import Foundation
import Observation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// `popover(isPresented:)` and `popover(item:)` headless: where the panel goes, its live
/// content, and the four ways it closes.
@MainActor
@Suite struct PopoverTests {
  @Observable final class Model {
    var isShowing = false
    var log: [String] = []
  }

  struct Details: View {
    @Environment(\.dismiss) private var dismiss
    @State private var count = 0
    @State private var note = ""
    var locked = false

    var body: some View {
      VStack {
        Text("Count: \(count)")
        Button("Add") { count += 1 }
        TextField("Note", text: $note)
        Text("Note: \(note)")
        Button("Done") { dismiss() }
      }
      .interactiveDismissDisabled(locked)
    }
  }

  struct Screen: View {
    @Bindable var model: Model
    var arrowEdge: Edge? = nil
    var locked = false
    var atBottom = false
    var centred = false

    var body: some View {
      VStack {
        if atBottom || centred { Spacer() }
        Text("Main")
        Button("Details") { model.isShowing = true }
          .popover(isPresented: $model.isShowing, arrowEdge: arrowEdge) {
            Details(locked: locked)
          }
        if !atBottom { Spacer() }
      }
    }
  }

  private func open(_ host: ViewHost) async throws {
    try host.button("Details").tap()
    await host.nextUpdate()
  }

  @Test func opensBelowItsViewWithTheFocusInsideAndLiveContent() async throws {
    let model = Model()
    let host = ViewHost(Screen(model: model), width: 40, height: 16)
    let button = try host.button("Details").frame
    #expect(host.popover == nil)
    try await open(host)
    let panel = try #require(host.popover).frame
    // Below the button, centred along it, drawn over what follows.
    #expect(panel.y == button.y + button.height)
    #expect(abs((panel.x + panel.width / 2) - (button.x + button.width / 2)) <= 1)
    let lines = host.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[panel.y].contains("┌"))
    // What is behind it stays on screen above it, and cannot be reached.
    #expect(lines[0].contains("Main"))
    #expect(throws: ViewHostError.self) { try host.button("Details") }
    // The focus is inside: its first control.
    #expect(host.focusedElement?.text == "Add")
    try host.button("Add").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Count: 1"))
    // Tab moves within the popover and wraps around in it.
    host.core.moveFocus(backward: false)
    #expect(host.focusedElement?.kind == .textField)
    try host.focusedElement?.type("नमस्ते 世界 👩‍👩‍👧")
    await host.nextUpdate()
    #expect(host.contains(text: "Note: नमस्ते 世界 👩‍👩‍👧"))
    host.core.moveFocus(backward: false)
    host.core.moveFocus(backward: false)
    #expect(host.focusedElement?.text == "Add")
  }

  @Test func theDismissActionClosesItAndWritesTheBinding() async throws {
    let model = Model()
    let host = ViewHost(Screen(model: model), width: 40, height: 16)
    try await open(host)
    try host.button("Done").tap()
    await host.nextUpdate()
    #expect(!model.isShowing)
    #expect(host.popover == nil)
    #expect(!host.contains(text: "Count: 0"))
    #expect(try host.button("Details").isEnabled)
  }

  @Test func settingTheBindingOpensAndClosesIt() async throws {
    let model = Model()
    let host = ViewHost(Screen(model: model), width: 40, height: 16)
    model.isShowing = true
    await host.nextUpdate()
    #expect(host.contains(text: "Count: 0"))
    model.isShowing = false
    await host.nextUpdate()
    #expect(host.popover == nil)
    #expect(!host.contains(text: "Count: 0"))
    // Presented again, its state starts over.
    model.isShowing = true
    await host.nextUpdate()
    try host.button("Add").tap()
    await host.nextUpdate()
    model.isShowing = false
    await host.nextUpdate()
    model.isShowing = true
    await host.nextUpdate()
    #expect(host.contains(text: "Count: 0"))
  }

  @Test func escapeAndAClickOutsideCloseItAndWriteTheBinding() async throws {
    let model = Model()
    let host = ViewHost(Screen(model: model), width: 40, height: 16)
    try await open(host)
    try host.dismissPresentation()
    #expect(!model.isShowing)
    #expect(host.popover == nil)

    try await open(host)
    try host.clickOutsidePopover()
    await host.nextUpdate()
    #expect(!model.isShowing)
    #expect(host.popover == nil)
    #expect(throws: ViewHostError.self) { try host.clickOutsidePopover() }
  }

  @Test func interactiveDismissDisabledKeepsItOpenButDismissStillWorks() async throws {
    let model = Model()
    let host = ViewHost(Screen(model: model, locked: true), width: 40, height: 16)
    try await open(host)
    try host.dismissPresentation()
    try host.clickOutsidePopover()
    await host.nextUpdate()
    #expect(model.isShowing)
    #expect(host.popover != nil)
    try host.button("Done").tap()
    await host.nextUpdate()
    #expect(!model.isShowing)
  }

  @Test func goesAboveWhenThereIsNoRoomBelowAndHonoursTheArrowEdge() async throws {
    let model = Model()
    let host = ViewHost(Screen(model: model, atBottom: true), width: 40, height: 16)
    let button = try host.button("Details").frame
    try await open(host)
    let panel = try #require(host.popover).frame
    #expect(panel.y + panel.height == button.y)

    let other = Model()
    let trailing = ViewHost(Screen(model: other, arrowEdge: .top), width: 40, height: 16)
    other.isShowing = true
    await trailing.nextUpdate()
    // Asked for above, with no room there: below instead.
    let shown = try #require(trailing.popover).frame
    #expect(shown.y == 2)

    // Asked for above, with room on both sides: above.
    let third = Model()
    let above = ViewHost(
      Screen(model: third, arrowEdge: .top, centred: true), width: 40, height: 24)
    let middle = try above.button("Details").frame
    third.isShowing = true
    await above.nextUpdate()
    let over = try #require(above.popover).frame
    #expect(over.y + over.height == middle.y)
  }

  @Test func aPointAnchorAndTheTrailingEdge() async throws {
    struct Pointed: View {
      @State private var isShowing = false
      var body: some View {
        HStack {
          Button("Anchor") { isShowing = true }.frame(width: 80)
            .popover(
              isPresented: $isShowing, attachmentAnchor: .point(.trailing), arrowEdge: .trailing
            ) {
              Text("漢字 and देवनागरी")
            }
            .presentationCompactAdaptation(.popover)
          Spacer()
        }
      }
    }
    let host = ViewHost(Pointed(), width: 60, height: 10)
    let anchor = try host.button("Anchor").frame
    try host.button("Anchor").tap()
    await host.nextUpdate()
    let panel = try #require(host.popover).frame
    let content = try host.text("漢字 and देवनागरी").frame
    // To the right of the anchor's trailing middle (80 points: ten cells), centred on it
    // vertically.
    #expect(panel.x == 10)
    #expect(content.y == anchor.y)
    // The content is measured as the same text is anywhere else (CJK two cells each), and
    // the panel is two cells wider for its border.
    let alone = ViewHost(Text("漢字 and देवनागरी"), width: 60, height: 1)
    #expect(content.width == (try alone.text("漢字 and देवनागरी").frame.width))
    #expect(content.width >= 4 + 5 + 5)
    #expect(panel.width == content.width + 2)
  }

  struct Book: Identifiable {
    let id: Int
    let title: String
  }

  struct Shelf: View {
    @State var chosen: Book?
    var body: some View {
      VStack {
        Button("First") { chosen = Book(id: 1, title: "Gitanjali") }
        Button("Second") { chosen = Book(id: 2, title: "紅樓夢") }
      }
      .popover(item: $chosen) { book in
        BookDetails(book: book, chosen: $chosen)
      }
    }
  }

  struct BookDetails: View {
    let book: Book
    @Binding var chosen: Book?
    @State private var reads = 0
    @Environment(\.dismiss) private var dismiss
    var body: some View {
      VStack {
        Text("\(book.title) read \(reads)")
        Button("Read") { reads += 1 }
        Button("Next") { chosen = Book(id: book.id + 1, title: "紅樓夢") }
        Button("Close") { dismiss() }
      }
    }
  }

  @Test func theItemFormPresentsAfreshForANewItemAndClearsItOnDismiss() async throws {
    let host = ViewHost(Shelf(), width: 40, height: 16)
    try host.button("First").tap()
    await host.nextUpdate()
    try host.button("Read").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Gitanjali read 1"))
    // Another item (a new id) while it is open: a new popover, its state fresh.
    try host.button("Next").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "紅樓夢 read 0"))
    #expect(host.focusedElement?.text == "Read")
    try host.clickOutsidePopover()
    await host.nextUpdate()
    #expect(host.popover == nil)
    try host.button("Second").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "紅樓夢 read 0"))
    try host.button("Close").tap()
    await host.nextUpdate()
    #expect(host.popover == nil)
    #expect(try host.button("First").isEnabled)
  }
}
