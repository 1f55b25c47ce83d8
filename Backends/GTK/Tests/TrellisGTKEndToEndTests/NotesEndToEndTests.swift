import Foundation
import Testing

/// notes-gtk (the root's `Apps/Notes` in a GTK window): a screen reader finds the search
/// field, the sort picker, the header bar's buttons, the selected row of the sidebar's list
/// and the reminder's date picker by their roles and names; the screenshots show the
/// selected row highlighted; a note added from the header bar is deleted after its
/// confirmation, which Escape cancels first.
@Suite(.serialized) struct NotesEndToEndTests {
  /// A fresh folder for the app's file, so that every run starts from the sample notes.
  private func folder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("notes-gtk-\(UUID().uuidString)")
  }

  /// The mean brightness (0 to 1) of the rectangle `frame` (content pixels) of the
  /// screenshot at `path`, taken of a window whose content starts at `origin`.
  private func brightness(
    of frame: (x: Int, y: Int, width: Int, height: Int), origin: (x: Int, y: Int),
    in path: String
  ) throws -> Double {
    let crop = "\(frame.width)x\(frame.height)+\(frame.x + origin.x)+\(frame.y + origin.y)"
    let measured = try ChildProcess.run(
      ["convert", path, "-crop", crop, "-colorspace", "Gray", "-format", "%[fx:mean]", "info:"])
    try #require(measured.status == 0, "convert failed: \(measured.output)")
    return try #require(Double(measured.output.trimmingCharacters(in: .whitespacesAndNewlines)))
  }

  /// Clicks a header bar button found through AT-SPI: its extents are in window coordinates,
  /// placed against the content's (the scroll pane's) to click it from the widget tree's.
  private func clickHeaderButton(_ name: String, in app: GTKAppSession) throws {
    let tree = try app.accessibleTree()
    let window = try #require(tree.windows.first, "\(tree)")
    let button = try #require(
      window.node(role: "push button", name: name)?.extents, "no \(name):\n\(window)")
    let content = try #require(window.node(role: "scroll pane")?.extents, "\(window)")
    try app.click(
      x: button[0] + button[2] / 2 - content[0], y: button[1] + button[3] / 2 - content[1])
  }

  @Test func aScreenReaderReadsTheControlsAndTheSelectedRowIsDrawn() throws {
    let notes = folder()
    defer { try? FileManager.default.removeItem(at: notes) }
    let app = try GTKAppSession(
      product: "notes-gtk", test: "notes-accessibility", accessibility: true,
      environment: ["NOTES_DIRECTORY": notes.path])
    defer { app.stop() }
    var tree = try app.waitForAccessibleTree("the header bar's buttons") {
      $0.root.node(role: "push button", name: "New Note") != nil
    }
    var window = try #require(tree.windows.first, "\(tree)")
    #expect(window.node(role: "entry", name: "Search notes") != nil, "\(window)")
    let sort = try #require(window.node(role: "combo box", name: "Sort By"), "\(window)")
    #expect(sort.node(role: "label", name: "Date Modified") != nil, "\(sort)")
    let add = try #require(window.node(role: "push button", name: "New Note"), "\(window)")
    #expect(add.has("sensitive"), "\(add)")
    let delete = try #require(window.node(role: "push button", name: "Delete Note"))
    #expect(!delete.has("sensitive"), "nothing is selected to delete: \(delete)")
    for title in ["Groceries", "क्षमा और धन्यवाद", "会議メモ", "👩🏽‍💻 Side project"] {
      #expect(window.node(role: "label", name: title) != nil, "no row \(title):\n\(window)")
    }
    let items = window.nodes(role: "list item")
    #expect(
      items.contains { $0.name.hasPrefix("Groceries") }, "the rows are list items:\n\(window)")
    #expect(!items.contains { $0.has("selected") }, "no row is selected yet:\n\(window)")

    // From the settled tree: the first frames may be laid out before the header bar's room.
    let settled = app.settledTree()
    let row = try #require(settled.main.widget(.label, "会議メモ"), "\(settled)")
    let other = try #require(settled.main.widget(.label, "Books to read"), "\(settled)")
    let origin = (x: Int(settled.main.contentX), y: Int(settled.main.contentY))
    let before = app.screenshot("unselected")
    try app.step("select", "the note's title in the detail's field") {
      try app.click(row)
    } until: {
      $0.main.widgets(.entry).contains { $0.text == "会議メモ" }
        && $0.main.widget(.textView, "来週の会議は東京で。\n资料准备好") != nil
    }
    let after = app.screenshot("selected")
    let rowFrame = (x: Int(row.x), y: Int(row.y), width: Int(row.width), height: Int(row.height))
    let otherFrame = (
      x: Int(other.x), y: Int(other.y), width: Int(other.width), height: Int(other.height)
    )
    let change =
      try brightness(of: rowFrame, origin: origin, in: after)
      - brightness(of: rowFrame, origin: origin, in: before)
    #expect(abs(change) > 0.1, "the selected row is not highlighted (\(change)) at \(rowFrame)")
    let unchanged =
      try brightness(of: otherFrame, origin: origin, in: after)
      - brightness(of: otherFrame, origin: origin, in: before)
    #expect(abs(unchanged) < 0.01, "a row not selected changed (\(unchanged))")

    tree = try app.waitForAccessibleTree("the selected row as a selected list item") {
      $0.root.nodes(role: "list item").contains { $0.name.hasPrefix("会議メモ") && $0.has("selected") }
    }
    window = try #require(tree.windows.first, "\(tree)")
    let selected = window.nodes(role: "list item").filter { $0.has("selected") }
    #expect(selected.count == 1 && selected[0].name.hasPrefix("会議メモ"), "\(window)")
    #expect(window.node(role: "push button", name: "Delete Note")?.has("sensitive") == true)

    let remind = try #require(
      app.tree.main.widgets(.switch).first ?? app.tree.main.widgets(.check).first, "\(app.tree)")
    try app.step("remind", "the reminder's date picker shown") {
      try app.click(remind)
    } until: {
      !$0.main.widgets(.dateButton).isEmpty || !$0.main.widgets(.dateEntry).isEmpty
    }
    tree = try app.waitForAccessibleTree("the reminder's date picker") {
      $0.root.all.contains { $0.name == "Reminder" && $0.role != "label" }
    }
    window = try #require(tree.windows.first, "\(tree)")
    let picker = try #require(
      window.all.first { $0.name == "Reminder" && $0.role != "label" }, "\(window)")
    // A compact date picker: a button named by its label that opens the calendar's popover.
    #expect(picker.role == "push button", "\(picker)")
    #expect(picker.relations["controller for"] == ["GtkPopover"], "\(picker)")
  }

  @Test func aNoteAddedFromTheHeaderBarIsDeletedAfterItsConfirmation() throws {
    let notes = folder()
    defer { try? FileManager.default.removeItem(at: notes) }
    let app = try GTKAppSession(
      product: "notes-gtk", test: "notes-add-delete", accessibility: true,
      environment: ["NOTES_DIRECTORY": notes.path])
    defer { app.stop() }
    try app.waitForAccessibleTree("the header bar's buttons") {
      $0.root.node(role: "push button", name: "New Note") != nil
    }
    _ = app.settledTree()
    try app.step("add", "the new note selected and saved") {
      try clickHeaderButton("New Note", in: app)
    } until: {
      $0.main.widgets(.entry).contains { $0.text == "New Note" }
        && $0.main.widget(.label, "6 notes") != nil
    }
    let saved = try String(
      contentsOf: notes.appendingPathComponent("notes.json"), encoding: .utf8)
    #expect(saved.contains("\"New Note\""), "\(saved)")

    try app.step("ask", "the confirmation shown") {
      try clickHeaderButton("Delete Note", in: app)
    } until: {
      $0.modals.first?.widget(.label, "Delete “New Note”?") != nil
    }
    try app.step("cancel", "the confirmation cancelled, the note kept") {
      try app.keyInFocusedWindow("Escape")
    } until: {
      $0.modals.isEmpty && $0.main.widget(.label, "6 notes") != nil
    }
    try app.step("ask-again", "the confirmation shown again") {
      try clickHeaderButton("Delete Note", in: app)
    } until: {
      $0.modals.first?.widgets(.button).contains { $0.text == "Delete" } == true
    }
    // Return presses the confirmation's only button that does not cancel: Delete.
    let tree = try app.step("delete", "the note deleted") {
      try app.keyInFocusedWindow("Return")
    } until: {
      $0.modals.isEmpty && $0.main.widget(.label, "5 notes") != nil
    }
    #expect(tree.main.widget(.label, "No Note Selected") != nil, "\(tree)")
    #expect(tree.main.widget(.label, "New Note") == nil, "\(tree)")
  }
}
